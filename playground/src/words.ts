/**
 * Words for the page's messages. The CLI has helpers of the same kind, but the playground reads
 * only the package's public names, and these are too small to be worth making public.
 */

/** The text with its first letter in upper case: a player's name at the start of a sentence. */
export const capitalised = (text: string): string => text.charAt(0).toUpperCase() + text.slice(1);
