// "Did you mean …?": the known word nearest to a mistyped one, by edit distance.

/**
 * The number of single-character insertions, deletions, substitutions and swaps of two
 * neighbouring characters that turn `a` into `b` (optimal string alignment distance): a swap
 * counts once, so `hsitory` is one edit from `history`, as a typist would count it.
 */
export function editDistance(a: string, b: string): number {
  // Three rows of the table suffice: the swap looks two rows back.
  let before = new Array<number>(b.length + 1).fill(0);
  let previous = Array.from({ length: b.length + 1 }, (_, j) => j);
  for (let i = 1; i <= a.length; i++) {
    const current = [i];
    for (let j = 1; j <= b.length; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      let best = Math.min((previous[j] as number) + 1, (current[j - 1] as number) + 1, (previous[j - 1] as number) + cost);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) best = Math.min(best, (before[j - 2] as number) + 1);
      current.push(best);
    }
    before = previous;
    previous = current;
  }
  return previous[b.length] as number;
}

/**
 * The word of `known` nearest to `word` (case aside), if it is near enough to be a slip of the
 * keyboard: at most one edit for words of up to four letters, two for longer ones. Ties go to
 * the earlier word of `known`.
 */
export function nearestWord(word: string, known: readonly string[]): string | undefined {
  const typed = word.toLowerCase();
  const allowed = typed.length <= 4 ? 1 : 2;
  let nearest: string | undefined;
  let distance = allowed + 1;
  for (const candidate of known) {
    const d = editDistance(typed, candidate);
    if (d < distance) {
      nearest = candidate;
      distance = d;
    }
  }
  return nearest;
}
