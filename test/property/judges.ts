// The judges of what a form sends, built here apart from the library's own validator: a fresh Ajv 2020 with
// ajv-formats (with the options the SDK server's validator uses, which let any `$schema` through), the SDK
// server's validator itself, and the SDK's ElicitResultSchema that every client answer must parse as.
import { Ajv } from "ajv";
import { Ajv2020 } from "ajv/dist/2020.js";
import addFormatsModule from "ajv-formats";
import { AjvJsonSchemaValidator } from "@modelcontextprotocol/sdk/validation/ajv";
import { ElicitResultSchema } from "@modelcontextprotocol/sdk/types.js";
import { expect } from "vitest";

// ajv-formats is CommonJS with `exports.default`; Node and bundlers disagree on which one a default import gets.
const addFormats = (addFormatsModule as unknown as { default?: typeof addFormatsModule }).default ?? addFormatsModule;
const ajv = new Ajv2020({ strict: false, allErrors: true, validateSchema: false, logger: false });
addFormats(ajv);
// The SDK server's validator with the Ajv it builds by default (sdk/validation/ajv-provider), told not to
// log "unknown format ignored" for every `format: "phone"` a run generates.
const sdkAjv = new Ajv({ strict: false, validateFormats: true, validateSchema: false, allErrors: true, logger: false });
addFormats(sdkAjv);
const sdkServer = new AjvJsonSchemaValidator(sdkAjv);

/** Ajv 2020's errors for the content, as "path keyword message" lines; none when it accepts. */
export function ajvErrors(schema: object, content: unknown): string[] {
  try {
    const validate = ajv.compile(schema);
    return validate(content) ? [] : (validate.errors ?? []).map((e) => `${e.instancePath} ${e.keyword} ${e.message}`);
  } finally {
    ajv.removeSchema(schema); // each run's schema is new: keep Ajv's cache from growing with the runs
  }
}

/** Every judge accepts the content as the answer to this schema. */
export function expectServerAccepts(schema: object, content: unknown) {
  expect(ajvErrors(schema, content), "Ajv 2020 + ajv-formats").toEqual([]);
  expect(sdkServer.getValidator(schema)(content).errorMessage, "the SDK server's validator").toBeUndefined();
  expect(ElicitResultSchema.safeParse({ action: "accept", content }).error, "ElicitResultSchema").toBeUndefined();
}

/** Both Ajv judges refuse the content. */
export function expectServerRejects(schema: object, content: unknown) {
  expect(ajvErrors(schema, content), "Ajv 2020 + ajv-formats").not.toEqual([]);
  expect(sdkServer.getValidator(schema)(content).valid, "the SDK server's validator").toBe(false);
}
