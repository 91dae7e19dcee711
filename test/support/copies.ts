/**
 * The two plain copies of a position that leave the library's hands in practice: a JSON round
 * trip (what a server, a store or boardgame.io's network layer hands back) and a structured
 * clone (postMessage to a Web Worker, IndexedDB). Neither keeps a prototype or anything but data.
 */
export function plainCopies<P>(position: P): readonly (readonly [how: string, copy: P])[] {
  return [
    ['a JSON copy', JSON.parse(JSON.stringify(position)) as P],
    ['a structured clone', structuredClone(position)],
  ];
}
