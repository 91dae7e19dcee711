// Types of scripts/diagrams-lib.mjs, for test/docs/diagrams.test.ts.
import type { games } from '../src/index.js';
import type { renderSvg } from '../src/render/index.js';
import type { observation, observationShape } from '../src/ai/index.js';

/** Where the pictures go, relative to the repository root. */
export declare const IMAGES_DIR: string;

/** A start picture: `<game>-start.svg`. */
export interface StartPicture {
  readonly game: string;
  readonly size: number;
  readonly labels: boolean;
  /** The picture's title, and the text of every image link to it. */
  readonly title: string;
}

/** A worked example of a rules page, drawn before and after its moves. */
export interface ExamplePicture {
  readonly file: string;
  /** The rules page that states the example and shows the picture. */
  readonly page: string;
  readonly game: string;
  /** The position string the page gives. */
  readonly position: string;
  /** The moves, as the page writes them. */
  readonly moves: readonly string[];
  /** The position string the page gives after the moves. */
  readonly expect: string;
  /** After how many moves a picture is drawn (default: before and after all of them). */
  readonly panels?: readonly number[];
  /** Dot every point a legal move goes to in the first picture. */
  readonly showLegal?: boolean;
  /** The picture's title, and the text of the image link to it on its page. */
  readonly title: string;
}

export declare const STARTS: readonly StartPicture[];
export declare const EXAMPLES: readonly ExamplePicture[];

/** A picture of the planes of a game's observation of its start position: `observation-<game>.svg`. */
export interface ObservationPicture {
  readonly game: string;
  /** Pixels of a cell. */
  readonly cell: number;
  /** Planes on a row. */
  readonly columns: number;
  /** The picture's title, and the text of the image link to it. */
  readonly title: string;
}

export declare const OBSERVATIONS: readonly ObservationPicture[];

/** The games whose ladder (docs/ladder/<game>.json) is drawn as `ladder-<game>.svg`. */
export declare const LADDERS: readonly string[];

/** A ladder as scripts/ladder.mjs writes it to docs/ladder/<game>.json: the fields the chart reads. */
export interface LadderRecord {
  readonly name: string;
  readonly ratings: readonly {
    readonly level: number;
    readonly rating: number;
    readonly low: number;
    readonly high: number;
    readonly games: number;
  }[];
}

/** The chart of a ladder: each level's rating with its 95 % interval. */
export declare function ladderChart(record: LadderRecord): string;

/** Every picture, by path relative to the repository root (`docs/images/...`). */
export declare function generateDiagrams(library: {
  readonly games: typeof games;
  readonly renderSvg: typeof renderSvg;
  readonly observationShape: typeof observationShape;
  readonly observation: typeof observation;
  readonly ladders: Readonly<Record<string, LadderRecord>>;
}): Map<string, string>;
