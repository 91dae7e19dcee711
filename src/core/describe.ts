import { quote } from './errors.js';

/** A short description of any value for an error message. */
export function describeValue(value: unknown): string {
  if (typeof value === 'string') return quote(value);
  if (value === null || value === undefined) return String(value);
  if (typeof value === 'object') {
    try {
      const json = JSON.stringify(value);
      if (json !== undefined) return json.length > 80 ? `${json.slice(0, 77)}...` : json;
    } catch {
      // Fall through: cyclic or otherwise unprintable.
    }
    return 'an object';
  }
  if (typeof value === 'function') return 'a function';
  return String(value);
}

/** A name with its indefinite article, for messages: `a Gong position`, `an Agon position`. */
export function withArticle(name: string): string {
  return `${/^[aeiou]/i.test(name) ? 'an' : 'a'} ${name}`;
}
