// @ts-check
// The API site's typedoc plugin (typedoc.json `plugin`): each game object on one page, its
// members as headings with the game's own examples, and a search that finds them.
//
// A game object (`export const kono: Game<…> = defineGame(…)`, tagged `@namespace`) would be a
// namespace: a page of summaries under its module, a page per member, and two levels in the
// navigation (module kono › namespace kono › members). Made a variable as it is converted, its
// members become the properties and methods of one page, each under its own heading, and the
// navigation shows it as one entry of its module. The members' documentation is the `Game`
// contract's; the examples are the game's, written on the game object as titled examples,
// `@example legalMoves`, and moved here onto the member the title names. Those examples are
// type-checked and run by test/docs/api-examples.test.ts, so the source comment is their one copy.
import { Converter, IndexEvent, ReflectionKind, TypeScript as ts } from 'typedoc';

/**
 * How much a game object's search score is multiplied by, so that typing "kono" lands on the game
 * before its rules page (documents are boosted in typedoc.json, for the rules' prose).
 */
const GAME_SEARCH_BOOST = 3;

/**
 * The members objects: variables documented with their members (`@namespace` on a `const`).
 * @type {WeakSet<import('typedoc').Reflection>}
 */
const membersObjects = new WeakSet();

/** @param {import('typedoc').Application} app */
export function load(app) {
  // Before the object's members are converted: as a variable's children they come out as
  // properties and methods (anchors on its page), not as functions and variables with pages of
  // their own, and each game gets its own copy of the contract's members (as a namespace's, a
  // member already converted for another game would only be a reference to that game's).
  app.converter.on(Converter.EVENT_CREATE_DECLARATION, (context, reflection) => {
    if (!reflection.kindOf(ReflectionKind.Namespace)) return;
    const declaration = context.getSymbolFromReflection(reflection)?.valueDeclaration;
    if (declaration === undefined || !ts.isVariableDeclaration(declaration)) return;
    reflection.kind = ReflectionKind.Variable;
    reflection.relevanceBoost = GAME_SEARCH_BOOST;
    membersObjects.add(reflection);
  });

  app.converter.on(
    Converter.EVENT_RESOLVE_BEGIN,
    (context) => {
      for (const object of context.project.getReflectionsByKind(ReflectionKind.Variable)) {
        if (!membersObjects.has(object)) continue;
        moveMemberExamples(object, context.logger);
        // `@sortStrategy source-order` keeps the members in the contract's order: an instruction
        // to typedoc, not text for the page.
        for (const tag of object.comment?.blockTags ?? []) if (tag.tag === '@sortStrategy') tag.skipRendering = true;
      }
    },
    -100,
  );

  app.renderer.on(IndexEvent.PREPARE_INDEX, (event) => {
    event.searchFieldWeights['qualifiedName'] = 10;
    event.searchResults.forEach((reflection, index) => {
      const fields = { ...event.searchFields[index] };
      // Fenced code (the examples) and position strings stay out of the search index. They add
      // nothing to find a name by, and their words, full of digits, hit a bug of the index's word
      // graph (lunr merges unrelated words as it minimises the graph, and a wildcard query that
      // meets a merged word throws): typing "repetition", or "kono" once the examples were in,
      // found nothing.
      const text = commentSearchText(reflection);
      if (text !== undefined) fields['comment'] = text;
      if (reflection.isDocument()) fields['document'] = searchText(reflection.content);
      // A member of a game is found by its qualified name too (`kono.legalMoves`), and a game by
      // its name twice over, so that "kono" lands on the game before its module.
      const parent = reflection.parent;
      if (parent !== undefined && membersObjects.has(parent)) fields['qualifiedName'] = `${parent.name}.${reflection.name}`;
      if (membersObjects.has(reflection)) fields['qualifiedName'] = reflection.name;
      event.searchFields[index] = fields;
    });
  });
}

/**
 * The text of a reflection's comments (its own and its signatures'), as typedoc indexes it for
 * the search, less the `@example` blocks; `undefined` where it has none (typedoc's own text stands).
 *
 * @param {import('typedoc').Reflection} reflection
 */
function commentSearchText(reflection) {
  const comments = [reflection.comment];
  if (reflection.isDeclaration()) {
    for (const signature of reflection.signatures ?? []) comments.push(signature.comment);
    comments.push(reflection.getSignature?.comment, reflection.setSignature?.comment);
  }
  const present = comments.filter((comment) => comment !== undefined);
  if (present.length === 0) return undefined;
  return searchText(
    present.flatMap((comment) => [
      ...comment.summary,
      ...comment.blockTags.filter((tag) => tag.tag !== '@example').flatMap((tag) => tag.content),
    ]),
  );
}

/**
 * The text of comment or document parts for the search index, less fenced code blocks and
 * position strings (words with a digit and a slash, `wwww/4/4/bbbb`).
 *
 * @param {readonly import('typedoc').CommentDisplayPart[]} parts
 */
function searchText(parts) {
  return parts
    .filter((part) => !(part.kind === 'code' && part.text.startsWith('```')))
    .map((part) => part.text.replace(/\S*(?:\d\S*\/|\/\S*\d)\S*/g, ''))
    .join('\n');
}

/**
 * Moves each `@example <member>` of a members object to that member (without the title, which
 * the member's heading now says), and reports a title that names no member and a member left
 * without an example.
 *
 * @param {import('typedoc').DeclarationReflection} object
 * @param {import('typedoc').Logger} logger
 */
function moveMemberExamples(object, logger) {
  const comment = object.comment;
  const members = new Map((object.children ?? []).map((child) => [child.name, child]));
  const covered = new Set();
  if (comment !== undefined) {
    comment.blockTags = comment.blockTags.filter((tag) => {
      if (tag.tag !== '@example' || tag.name === undefined) return true;
      const member = members.get(tag.name);
      if (member === undefined) {
        logger.error(`${object.getFullName()}: "@example ${tag.name}" names no member of ${object.name}`);
        return true;
      }
      const example = tag.clone();
      example.name = undefined;
      // The member's comment is the contract's, shared by every game: each game gets a copy.
      const owner = member.signatures?.at(-1) ?? member;
      owner.comment = owner.comment?.clone();
      if (owner.comment === undefined) {
        logger.error(`${object.getFullName()}.${member.name} has no documentation to add its example to`);
        return false;
      }
      owner.comment.blockTags.push(example);
      covered.add(member.name);
      return false;
    });
  }
  for (const name of members.keys()) {
    if (!covered.has(name)) logger.error(`${object.getFullName()}.${name} has no example: write "@example ${name}" on ${object.name}`);
  }
}
