// The Ajv that judges a requested schema: Ajv's core with only the JSON Schema 2020-12 vocabularies a
// flat form can use, and every ajv-formats format. The keywords a flat form may use (types, enum, const,
// oneOf/anyOf of consts, items, lengths, pattern, format, bounds, required) mean the same in draft-07,
// 2019-09 and 2020-12, so one engine judges every `$schema` alike; the SDK server's Ajv agrees on them.
// Leaving out Ajv's other dialect classes, its meta-schemas and the vocabularies no flat form uses
// ($dynamicRef, unevaluated*, dependent*, content*) keeps about 6 KiB gzip out of every host app
// (bench/RESULTS.md, "Size"). Keywords outside the vocabularies are ignored, as non-strict Ajv ignores
// unknown ones.
import type { Options, Vocabulary } from "ajv";
import AjvCoreModule from "ajv/dist/core.js";
import applicatorModule from "ajv/dist/vocabularies/applicator/index.js";
import coreVocabularyModule from "ajv/dist/vocabularies/core/index.js";
import formatVocabularyModule from "ajv/dist/vocabularies/format/index.js";
import validationVocabularyModule from "ajv/dist/vocabularies/validation/index.js";
import { fullFormats } from "ajv-formats/dist/formats.js";

// Ajv ships CommonJS with `exports.default`; bundlers and Node disagree on which one a default import gets.
function defaultOf<T>(module: T): T {
  return (module as { default?: T }).default ?? module;
}

const AjvCore = defaultOf(AjvCoreModule);
const applicator = defaultOf(applicatorModule);
const vocabularies: Vocabulary[] = [
  defaultOf(coreVocabularyModule),
  defaultOf(validationVocabularyModule),
  applicator(true),
  defaultOf(formatVocabularyModule),
];

class FlatFormAjv extends AjvCore {
  override _addVocabularies() {
    super._addVocabularies();
    for (const vocabulary of vocabularies) this.addVocabulary(vocabulary);
  }
}

// Not strict: servers send `enumNames`, unknown formats and annotations that strict mode rejects.
const options: Options = { strict: false, allErrors: true, logger: false, validateSchema: false, meta: false };

export type Engine = InstanceType<typeof AjvCore>;

export function createEngine(unicodeRegExp: boolean): Engine {
  const ajv = new FlatFormAjv({ ...options, unicodeRegExp });
  for (const [name, format] of Object.entries(fullFormats)) ajv.addFormat(name, format);
  return ajv;
}
