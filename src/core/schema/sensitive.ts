// Fields that look like secrets. The specification forbids servers to ask for passwords, API keys,
// access tokens or payment credentials in form mode ("Servers MUST NOT use form mode elicitation to request
// sensitive information"; they use URL mode), yet real servers do: the official TypeScript SDK's own form example
// asks for a password. This is a heuristic against honest mistakes, not against an adversary: a server that
// means harm names its field "x". So it errs towards names a person would recognise, and stays quiet where the
// words say the field is *about* a secret rather than the secret itself ("password hint", "token count").
//
// What is judged, per field (only kinds a person types a secret into: those whose definition has `secretTexts`,
// kinds/definition.ts; text and number):
// - its names: the key turned into words ("apiKey", "API_KEY", "x-api-key" -> "api key"), its label (the title
//   as sent), and what its kind adds (text's `format`, "password"), in words. A match in any of them flags the
//   field.
// - its description, with less weight: a description is free text and often mentions a secret to say what the
//   field is NOT ("we will never ask for your password", "not your password"). It is read clause by clause
//   (split at sentence ends and parentheses), and a clause with a negation (never, not, no, don't, without,
//   不会, 不要, 请勿, 无需, ...) is skipped. Names are judged first; the description only decides a field whose
//   names say nothing ({ key: "value", description: "Your OpenAI API key" }).
// Each text is matched by each rule in order; the first rule whose `match` finds it and whose `unless` does not
// gives the kind. Texts are NFKC-normalised (full-width letters), and otherwise passed to the rules as they are:
// a host's own rule should use the `i` flag.
import type { FieldSpec } from "./fieldSpec.ts";
import { definitionOf } from "./kinds/index.ts";
import { keyToLabel } from "./labels.ts";

export type SensitiveKind =
  | "password"
  | "api-key"
  | "token"
  | "secret"
  | "private-key"
  | "recovery-phrase"
  | "card-number"
  | "card-security-code"
  | "pin"
  | "national-id"
  | "one-time-code"
  | "bank-account";

/**
 * What a form does with fields that look like secrets: "warn" (the default) says so above the fields, which work
 * as usual; "block" does not show the form (decline or close only); "allow" says nothing. Masking applies in all.
 */
export type SensitiveFieldsPolicy = "warn" | "block" | "allow";

export interface SensitiveRule {
  kind: SensitiveKind;
  /** Matched against the key turned into words, the title, the description, and the format. */
  match: RegExp;
  /** A text that also matches this is not sensitive ("token count", "password hint"). */
  unless?: RegExp;
}

export interface SensitiveField {
  /** The field's position in the form's fields. */
  index: number;
  /** The property name, as sent. */
  key: string;
  /** The field's label, as the person reads it. */
  label: string;
  kind: SensitiveKind;
}

// Words that make a text about a secret rather than the secret: after the noun ("password hint", "token count",
// "API key name", "密码提示", "令牌数") or before it ("max token", "name of the API key").
const ABOUT_AFTER =
  "hints?|polic(?:y|ies)|rules?|requirements?|strength|length|count|limit|budget|usage|expiry|expiration|expires?|" +
  "expired|age|names?|ids?|labels?|types?|format|reset|rotation|manager|field|placeholder|path|location|url|uri|" +
  "endpoint|question|prompt|protected|arn|ref|reference|version|holder";
const ABOUT_BEFORE = "max(?:imum)?|min(?:imum)?|number\\s+of|total|(?:name|length|type|id|hint|format)\\s+(?:of|for)";
const ABOUT_AFTER_ZH = "提示|策略|强度|強度|长度|長度|规则|規則|要求|名称|名稱|名字|数量|數量|数|數|上限|有效期|过期|過期|类型|類型|格式|路径|路徑|重置|管理器";

/**
 * A rule for nouns (regex sources), with the "about a secret" words around them as `unless`, plus `extra`. Its
 * regular expressions are built the first time they are read, not when the module loads: a page pays for them
 * with its first form, and for an `unless` only once a text matches its rule.
 */
function rule(kind: SensitiveKind, nouns: readonly string[], extra?: string): SensitiveRule {
  const noun = () => `(?:${nouns.join("|")})`;
  const about = () =>
    [
      `${noun()}\\s*(?:(?:min|max)(?:imum)?\\s+)?(?:${ABOUT_AFTER})\\b`,
      `\\b(?:${ABOUT_BEFORE})\\s+(?:the\\s+|your\\s+|an?\\s+|this\\s+)?${noun()}`,
      `${noun()}\\s*的?\\s*(?:${ABOUT_AFTER_ZH})`,
      ...(extra ? [extra] : []),
    ].join("|");
  let match: RegExp | undefined;
  let unless: RegExp | undefined;
  return Object.freeze({
    kind,
    get match() {
      return (match ??= new RegExp(noun(), "i"));
    },
    get unless() {
      return (unless ??= new RegExp(about(), "i"));
    },
  });
}

/**
 * The documented default list, English and Chinese (Simplified, with Traditional forms where cheap), in order of
 * precedence: the first rule that matches a text gives the field's kind. A host extends it with
 * `[...sensitiveRules, myRule]` and passes that as `sensitiveRules`.
 */
export const sensitiveRules: readonly SensitiveRule[] = Object.freeze([
  rule("private-key", ["\\bpriv(?:ate)?\\s*keys?\\b", "私[钥鑰]"]),
  rule("recovery-phrase", [
    "\\b(?:secret\\s+)?(?:seed|recovery|backup|mnemonic|wallet)\\s*(?:phrase|words)\\b",
    "\\bmnemonics?\\b",
    "助[记記][词詞]",
    "(?:恢复|恢復|种子|種子)短[语語]",
  ]),
  // Before one-time codes: "card verification code" is the CVV, a bare "verification code" is a one-time code.
  rule("card-security-code", [
    "\\b(?:cvv|cvc|cvn|csc)2?\\b",
    "\\b(?:card\\s+)?security\\s*code\\b",
    "\\bcard\\s+verification\\s*(?:code|value|number)?\\b",
    "安全[码碼]",
  ]),
  // "PIN code" is a PIN, unless the same text says it is a postal code (India's "PIN code"). A single-word
  // "pincode", as Indian address forms spell the postal code, is not matched at all.
  rule("pin", ["\\bpin\\b", "个人识别[码碼]"], "\\b(?:postal|post|zip|address|area|delivery|shipping)\\b|邮编|郵編|邮政|郵政|地址"),
  // Before passwords: "one-time password" and "动态口令" are one-time codes.
  rule("one-time-code", [
    "\\b(?:one[\\s-]*time|otp|totp|2fa|mfa|two[\\s-]*factor|verification|authenticat(?:ion|or)|sms|login)\\s*(?:code|pass(?:word|code)?)s?\\b",
    "\\b(?:otp|totp)\\b",
    "\\b(?:backup|recovery)\\s+codes?\\b",
    "[验驗]证码|[验驗]證碼|动态[码碼]|动态口令|动态密[码碼]|短信[码碼]",
  ]),
  // Payment credentials. The name on the card, its expiry and its last four digits are not on the list.
  rule(
    "card-number",
    [
      "\\b(?:credit|debit|bank|payment)?\\s*card\\s*(?:number|num|no)\\b",
      "\\b(?:credit|debit)\\s*cards?\\b",
      "\\bcc\\s*(?:number|num|no)\\b",
      "卡[号號]",
      "(?:信用|银行|銀行|借记|借記)卡",
    ],
    "\\b(?:id|identity)\\s+card\\b|\\blast\\s*(?:4|four)\\b|\\b(?:billing|statement|brand|issuer)\\b|后四位|後四位|末四位|尾[号號]|持卡人|开户行",
  ),
  rule("bank-account", ["\\biban\\b", "\\bbank\\s*account(?:\\s*(?:number|num|no))?\\b", "(?:银行|銀行)(?:账|帳)(?:号|號|户|戶)"]),
  rule("api-key", [
    "\\b(?:x\\s+)?api\\s*keys?\\b",
    "\\b(?:secret\\s+)?access\\s*keys?\\b",
    "\\bsecret\\s*keys?\\b",
    "\\bsubscription\\s+keys?\\b",
    "密[钥鑰]",
    "秘[钥鑰]",
  ]),
  // "token" alone, singular: an LLM's "tokens" and "max_tokens" are counts. "design token" is CSS, and a
  // crypto token's symbol, address, amount or supply is public.
  rule(
    "token",
    [
      "\\b(?:access|auth|bearer|refresh|session|api|oauth|bot|id)?token\\b",
      "\\bbearer\\b",
      "\\bjwt\\b",
      "\\bauth(?:orization)?\\s+code\\b",
      "\\bsession\\s+cookie\\b",
      "令牌",
    ],
    "\\bdesign\\s+token\\b|\\btoken\\s*(?:symbol|address|amount|balance|supply|contract|standard|price|cost)\\b|token\\s*数",
  ),
  rule(
    "secret",
    [
      "(?:\\b|client|app|webhook|api|consumer)secrets?\\b",
      "\\b(?:encryption|signing|master)\\s+keys?\\b",
      "\\bcredentials?\\b",
      "凭[证据]|憑[證據]",
    ],
    "\\bsecret\\s+santa\\b|\\btop\\s+secret\\b",
  ),
  // "password" may close a run-together key ("dbpassword"); "passwordless" is a way to sign in, not a password.
  // A bare "pass" (boarding pass, pass/fail) is not matched; "密码学" is cryptography.
  rule(
    "password",
    ["(?:password|passwd|passphrase|passcode)s?\\b", "\\bpass\\s+(?:word|phrase|code)\\b", "\\b(?:pwd|pw)\\b", "密[码碼]", "口令"],
    "密[码碼]学|密[码碼]學",
  ),
  // Government identity numbers. Passport numbers are not on the list: travel bookings ask for them routinely.
  rule("national-id", [
    "\\bssn\\b",
    "\\bsocial\\s+(?:security|insurance)\\s*(?:number|num|no)?\\b",
    "\\bnational\\s+(?:insurance|id(?:entity)?|identification)(?:\\s*(?:number|num|no|card))?\\b",
    "\\b(?:id|identity)\\s+card\\s*(?:number|num|no)\\b",
    "身[份分][证證](?:号|號|号码|號碼)?",
    "社(?:会|會)?(?:保障|保|安全)[号號]",
  ], "\\b(?:photo|picture|image|scan)\\b|照片|正面|反面|背面"),
]);

/** Kinds masked with a show/hide control: what someone looking over the person's shoulder must not read.
 * Card numbers, identity and bank account numbers, and one-time codes are long or short-lived and checked
 * digit by digit, as payment pages show them. */
export function isMasked(kind: SensitiveKind): boolean {
  switch (kind) {
    case "password":
    case "api-key":
    case "token":
    case "secret":
    case "private-key":
    case "recovery-phrase":
    case "card-security-code":
    case "pin":
      return true;
    case "card-number":
    case "national-id":
    case "one-time-code":
    case "bank-account":
      return false;
    default:
      return kind satisfies never;
  }
}

// "no" is a negation except as "number" ("card no", "account no").
const NEGATION =
  /\b(?:never|not|don'?t|do\s+not|without|isn'?t|won'?t|nor|instead\s+of)\b|(?<!\b(?:card|account|acct|id|cc|ref|phone)\.?\s*)\bno\b|不会|不會|不要|勿|无需|無需|不需要|绝不|絕不|不是|无须|無須|不用/i;

// Most texts match no rule: one regular expression of every rule's `match` says so at the cost of one test
// rather than one per rule, which keeps a form of a thousand fields to a few milliseconds before its first frame.
// Only for a list whose patterns can be joined: each case-insensitive and nothing else (bar `g` and `y`, which
// `search` ignores), and without back-references or named groups, which joining would renumber or repeat.
const anyOf = new WeakMap<readonly SensitiveRule[], RegExp | null>();

function anyRule(rules: readonly SensitiveRule[]): RegExp | null {
  let any = anyOf.get(rules);
  if (any !== undefined) return any;
  const joinable = rules.every(({ match }) => match.flags.replace(/[gy]/g, "") === "i" && !/\\[1-9k]|\(\?<(?![=!])/.test(match.source));
  any = joinable && rules.length > 1 ? new RegExp(rules.map(({ match }) => `(?:${match.source})`).join("|"), "i") : null;
  anyOf.set(rules, any);
  return any;
}

/** The kind of the first rule a text matches, unless that rule's `unless` matches it too. */
function kindOf(text: string, rules: readonly SensitiveRule[]): SensitiveKind | undefined {
  const any = anyRule(rules);
  if (any && text.search(any) === -1) return undefined;
  // `search` ignores a host rule's `g` or `y` flag and its lastIndex.
  for (const { kind, match, unless } of rules) {
    if (text.search(match) !== -1 && !(unless && text.search(unless) !== -1)) return kind;
  }
  return undefined;
}

/** The texts that name a field: its label when it is a title, its key in words, and what its kind adds, in words. */
function names(field: FieldSpec, kindTexts: readonly string[]): string[] {
  // The label first: when a title and a key disagree ("Vault password" for "secretValue"), the warning names
  // what the person reads.
  const keyWords = keyToLabel(field.key);
  const texts = field.label === keyWords ? [keyWords] : [field.label, keyWords];
  for (const text of kindTexts) texts.push(text.replace(/[-_]+/g, " "));
  return texts;
}

/** The description's clauses that do not negate: "Username (not your password)" says nothing of a password. */
function descriptionClauses(description: string | undefined): string[] {
  if (!description) return [];
  return description
    .split(/[.!?;\n()。！？；（）]+/)
    .filter((clause) => clause.trim() !== "" && clause.normalize("NFKC").search(NEGATION) === -1);
}

/**
 * The kind of secret a field looks like, or undefined. Only fields a person types into can hold a secret: a
 * kind says it can by its `secretTexts`.
 */
export function sensitiveKindOf(field: FieldSpec, rules: readonly SensitiveRule[] = sensitiveRules): SensitiveKind | undefined {
  const kindTexts = definitionOf(field).secretTexts?.(field);
  if (!kindTexts) return undefined;
  for (const texts of [names(field, kindTexts), descriptionClauses(field.description)]) {
    for (const text of texts) {
      const kind = kindOf(text.normalize("NFKC"), rules);
      if (kind) return kind;
    }
  }
  return undefined;
}

/** The fields that look like secrets, in form order. */
export function findSensitiveFields(fields: readonly FieldSpec[], rules: readonly SensitiveRule[] = sensitiveRules): SensitiveField[] {
  const found: SensitiveField[] = [];
  fields.forEach((field, index) => {
    const kind = sensitiveKindOf(field, rules);
    if (kind) found.push({ index, key: field.key, label: field.label, kind });
  });
  return found;
}
