import { describe, expect, test, vi } from "vitest";
import type { FieldSpec } from "./fieldSpec.ts";
import { keyToLabel } from "./labels.ts";
import { schemaToFields } from "./schemaToFields.ts";
import { sensitive } from "../../../stories/fixtures.ts";
import { findSensitiveFields, isMasked, sensitiveKindOf, sensitiveRules, type SensitiveKind, type SensitiveRule } from "./sensitive.ts";

interface Named {
  key: string;
  title?: string;
  description?: string;
  format?: string;
}

function textField({ key, title, description, format }: Named): FieldSpec {
  return {
    key,
    label: title ?? keyToLabel(key),
    required: false,
    kind: "text",
    inputType: "text",
    ...(description ? { description } : {}),
    ...(format ? { format } : {}),
  };
}

const none = undefined;

// Real field names (from servers, SDK examples and web forms) and tricky ones, each with the kind expected.
describe("findSensitiveFields: the default list", () => {
  test.each<[Named, SensitiveKind | undefined]>([
    // Passwords, English and Chinese
    [{ key: "password" }, "password"],
    [{ key: "newPassword" }, "password"],
    [{ key: "confirm_password" }, "password"],
    [{ key: "dbpassword" }, "password"],
    [{ key: "DB_PASSWORD" }, "password"],
    [{ key: "passwd" }, "password"],
    [{ key: "pwd" }, "password"],
    [{ key: "passphrase" }, "password"],
    [{ key: "passcode" }, "password"],
    [{ key: "f", title: "Pass phrase" }, "password"],
    [{ key: "secretValue", title: "Vault password" }, "password"],
    [{ key: "f", format: "password" }, "password"],
    [{ key: "f", title: "密码" }, "password"],
    [{ key: "f", title: "登录密码" }, "password"],
    [{ key: "f", title: "支付密码" }, "password"],
    [{ key: "f", title: "口令" }, "password"],
    [{ key: "f", title: "密碼" }, "password"],
    [{ key: "f", title: "Password reset" }, none],
    [{ key: "f", title: "ＰＡＳＳＷＯＲＤ" }, "password"],
    // ... and what is about a password, not one
    [{ key: "passwordHint" }, none],
    [{ key: "f", title: "Password hint" }, none],
    [{ key: "f", title: "Password policy" }, none],
    [{ key: "f", title: "Password hint policy" }, none],
    [{ key: "passwordLength" }, none],
    [{ key: "password_min_length" }, none],
    [{ key: "f", title: "Minimum password length" }, none],
    [{ key: "f", title: "Password manager" }, none],
    [{ key: "passwordless_email" }, none],
    [{ key: "f", title: "Is the PDF password protected" }, none],
    [{ key: "f", title: "密码提示" }, none],
    [{ key: "f", title: "密码强度要求" }, none],
    [{ key: "f", title: "密码学课程名称" }, none],
    [{ key: "boardingPass" }, none],
    [{ key: "f", title: "Passport photo upload guidelines" }, none],
    [{ key: "passportNumber" }, none],
    // API keys
    [{ key: "apiKey" }, "api-key"],
    [{ key: "api_key" }, "api-key"],
    [{ key: "API_KEY" }, "api-key"],
    [{ key: "OPENAI_API_KEY" }, "api-key"],
    [{ key: "x-api-key" }, "api-key"],
    [{ key: "apikey" }, "api-key"],
    [{ key: "awsSecretAccessKey" }, "api-key"],
    [{ key: "secret_key" }, "api-key"],
    [{ key: "f", title: "API 密钥" }, "api-key"],
    [{ key: "f", title: "密钥" }, "api-key"],
    [{ key: "accessKeyId" }, none],
    [{ key: "f", title: "API key name" }, none],
    [{ key: "f", title: "Name of the API key" }, none],
    [{ key: "keyword" }, none],
    [{ key: "keywords" }, none],
    [{ key: "primaryKey" }, none],
    [{ key: "sort_key" }, none],
    [{ key: "publicKey" }, none],
    [{ key: "f", title: "密钥名称" }, none],
    // Tokens
    [{ key: "token" }, "token"],
    [{ key: "accessToken" }, "token"],
    [{ key: "access_token" }, "token"],
    [{ key: "accesstoken" }, "token"],
    [{ key: "refreshToken" }, "token"],
    [{ key: "GITHUB_TOKEN" }, "token"],
    [{ key: "f", title: "Personal access token" }, "token"],
    [{ key: "bearer" }, "token"],
    [{ key: "jwt" }, "token"],
    [{ key: "authCode" }, "token"],
    [{ key: "f", title: "Session cookie" }, "token"],
    [{ key: "f", title: "访问令牌" }, "token"],
    [{ key: "max_tokens" }, none],
    [{ key: "maxTokens" }, none],
    [{ key: "f", title: "Token count" }, none],
    [{ key: "tokenLimit" }, none],
    [{ key: "f", title: "Max token" }, none],
    [{ key: "tokenizer" }, none],
    [{ key: "tokenId" }, none],
    [{ key: "tokenSymbol" }, none],
    [{ key: "f", title: "Design token" }, none],
    [{ key: "f", title: "令牌数" }, none],
    [{ key: "f", title: "Token 数量" }, none],
    // Secrets
    [{ key: "secret" }, "secret"],
    [{ key: "clientSecret" }, "secret"],
    [{ key: "client_secret" }, "secret"],
    [{ key: "clientsecret" }, "secret"],
    [{ key: "webhookSecret" }, "secret"],
    [{ key: "encryptionKey" }, "secret"],
    [{ key: "signingKey" }, "secret"],
    [{ key: "master_key" }, "secret"],
    [{ key: "credentials" }, "secret"],
    [{ key: "f", title: "凭证" }, "secret"],
    [{ key: "secretary" }, none],
    [{ key: "secretName" }, none],
    [{ key: "f", title: "Secrets manager ARN" }, none],
    [{ key: "f", title: "Secret Santa wish list" }, none],
    // Private keys and recovery phrases
    [{ key: "privateKey" }, "private-key"],
    [{ key: "private_key" }, "private-key"],
    [{ key: "privkey" }, "private-key"],
    [{ key: "f", title: "Wallet private key" }, "private-key"],
    [{ key: "f", title: "私钥" }, "private-key"],
    [{ key: "f", title: "私鑰" }, "private-key"],
    [{ key: "f", title: "Backup words" }, "recovery-phrase"],
    [{ key: "privateKeyPath" }, none],
    [{ key: "seedPhrase" }, "recovery-phrase"],
    [{ key: "recovery_phrase" }, "recovery-phrase"],
    [{ key: "mnemonic" }, "recovery-phrase"],
    [{ key: "f", title: "Secret recovery phrase" }, "recovery-phrase"],
    [{ key: "f", title: "助记词" }, "recovery-phrase"],
    // Payment cards
    [{ key: "cardNumber" }, "card-number"],
    [{ key: "card_number" }, "card-number"],
    [{ key: "creditCardNumber" }, "card-number"],
    [{ key: "creditcardnumber" }, "card-number"],
    [{ key: "ccNumber" }, "card-number"],
    [{ key: "f", title: "Credit card" }, "card-number"],
    [{ key: "f", title: "Card no." }, "card-number"],
    [{ key: "f", title: "卡号" }, "card-number"],
    [{ key: "f", title: "卡號" }, "card-number"],
    [{ key: "f", title: "银行卡号" }, "card-number"],
    [{ key: "f", title: "信用卡" }, "card-number"],
    [{ key: "cardholderName" }, none],
    [{ key: "f", title: "Name on card" }, none],
    [{ key: "f", title: "Credit card type" }, none],
    [{ key: "f", title: "Last 4 digits of card number" }, none],
    [{ key: "f", title: "卡号后四位" }, none],
    [{ key: "f", title: "持卡人姓名" }, none],
    [{ key: "cvv" }, "card-security-code"],
    [{ key: "cvv2" }, "card-security-code"],
    [{ key: "CVC" }, "card-security-code"],
    [{ key: "cardCvc" }, "card-security-code"],
    [{ key: "securityCode" }, "card-security-code"],
    [{ key: "f", title: "Card verification code" }, "card-security-code"],
    [{ key: "f", title: "安全码" }, "card-security-code"],
    // PINs
    [{ key: "pin" }, "pin"],
    [{ key: "PIN" }, "pin"],
    [{ key: "f", title: "Card PIN" }, "pin"],
    [{ key: "f", title: "PIN 码" }, "pin"],
    [{ key: "pinCode" }, "pin"],
    [{ key: "pincode" }, none],
    [{ key: "f", title: "PIN code (postal)" }, none],
    [{ key: "f", title: "Delivery address PIN code" }, none],
    [{ key: "spinner" }, none],
    [{ key: "pinned" }, none],
    [{ key: "pinyin" }, none],
    [{ key: "shipping" }, none],
    // One-time codes and bank accounts
    [{ key: "otp" }, "one-time-code"],
    [{ key: "oneTimePassword" }, "one-time-code"],
    [{ key: "verificationCode" }, "one-time-code"],
    [{ key: "f", title: "2FA code" }, "one-time-code"],
    [{ key: "f", title: "短信验证码" }, "one-time-code"],
    [{ key: "f", title: "动态口令" }, "one-time-code"],
    [{ key: "iban" }, "bank-account"],
    [{ key: "bankAccountNumber" }, "bank-account"],
    [{ key: "f", title: "银行账号" }, "bank-account"],
    [{ key: "accountNumber" }, none],
    // National identity numbers
    [{ key: "ssn" }, "national-id"],
    [{ key: "socialSecurityNumber" }, "national-id"],
    [{ key: "f", title: "National Insurance number" }, "national-id"],
    [{ key: "f", title: "身份证号" }, "national-id"],
    [{ key: "f", title: "身份证号码" }, "national-id"],
    [{ key: "idCardNumber" }, "national-id"],
    [{ key: "f", title: "ID card photo" }, none],
    // Ordinary fields
    [{ key: "username" }, none],
    [{ key: "email", format: "email" }, none],
    [{ key: "name", title: "Full name" }, none],
    [{ key: "f", title: "用户名" }, none],
    [{ key: "zipCode", title: "ZIP/Postal Code" }, none],
  ])("%o -> %s", (named, kind) => {
    expect(findSensitiveFields([textField(named)])).toEqual(kind ? [{ index: 0, key: named.key, label: textField(named).label, kind }] : []);
  });
});

describe("descriptions", () => {
  test.each<[Named, SensitiveKind | undefined]>([
    [{ key: "value", description: "Your OpenAI API key" }, "api-key"],
    [{ key: "value", description: "Paste the token from your account settings." }, "token"],
    [{ key: "value", description: "请输入您的密码" }, "password"],
    [{ key: "value", description: "The number on the front. Your card no." }, "card-number"],
    // A clause that negates says what the field is not.
    [{ key: "username", description: "We will never ask for your password." }, none],
    [{ key: "username", description: "Your login (not your password)" }, none],
    [{ key: "email", description: "Don't enter your API key here" }, none],
    [{ key: "nickname", description: "请勿填写密码" }, none],
    [{ key: "nickname", description: "我们绝不会索要您的密码" }, none],
    [{ key: "prompt", description: "The token count is limited to 4096." }, none],
    // Names decide first: the description does not change a kind the names gave.
    [{ key: "password", description: "At least 8 characters; not your PIN" }, "password"],
  ])("%o -> %s", (named, kind) => {
    expect(sensitiveKindOf(textField(named))).toBe(kind);
  });
});

describe("which fields can be secrets", () => {
  test("only text and number fields: a select, a checkbox or a date is not typed into", () => {
    const fields = schemaToFields({
      type: "object",
      properties: {
        pin: { type: "integer", title: "PIN" },
        password: { type: "string" },
        passwordReset: { type: "boolean", title: "Password" },
        tokenKind: { type: "string", title: "Token", enum: ["a", "b"] },
        secrets: { type: "array", title: "Secret", items: { enum: ["a"] } },
        apiKeyExpiry: { type: "string", format: "date", title: "API key" },
        cvv: { type: "number" },
      },
    });
    expect(findSensitiveFields(fields)).toEqual([
      { index: 0, key: "pin", label: "PIN", kind: "pin" },
      { index: 1, key: "password", label: "Password", kind: "password" },
      { index: 6, key: "cvv", label: "Cvv", kind: "card-security-code" },
    ]);
  });

  // modelcontextprotocol/typescript-sdk, src/examples/server/elicitationFormExample.ts, "register_user": a form
  // that asks for a password, which the specification tells servers to ask for in URL mode.
  test("the official TypeScript SDK's registration example: its password and nothing else", () => {
    const fields = schemaToFields(sensitive.sdkRegistration.request.requestedSchema);
    expect(findSensitiveFields(fields)).toEqual([{ index: 2, key: "password", label: "Password", kind: "password" }]);
  });

  test("the SDK's shipping-address example: nothing", () => {
    const fields = schemaToFields({
      type: "object",
      properties: {
        name: { type: "string", title: "Full Name", description: "Recipient name" },
        street: { type: "string", title: "Street Address" },
        zipCode: { type: "string", title: "ZIP/Postal Code", description: "5-digit ZIP code" },
        phone: { type: "string", title: "Phone Number (optional)", description: "Contact phone number" },
      },
    });
    expect(findSensitiveFields(fields)).toEqual([]);
  });
});

describe("a host's rules", () => {
  test("extend the list: a rule of the host's own is judged after the defaults", () => {
    // Keys are judged in words: "stripe_restricted_key" is "Stripe restricted key".
    const stripe: SensitiveRule = { kind: "api-key", match: /\brestricted\s+key\b/i };
    const fields = [textField({ key: "stripe_restricted_key" }), textField({ key: "password" })];
    expect(findSensitiveFields(fields).map((f) => f.key)).toEqual(["password"]);
    expect(findSensitiveFields(fields, [...sensitiveRules, stripe]).map((f) => [f.key, f.kind])).toEqual([
      ["stripe_restricted_key", "api-key"],
      ["password", "password"],
    ]);
  });

  test("replace the list: an empty list finds nothing", () => {
    expect(findSensitiveFields([textField({ key: "password" })], [])).toEqual([]);
  });

  test("a global or sticky regular expression gives the same answer every time", () => {
    const rules: SensitiveRule[] = [{ kind: "secret", match: /magic/gi }];
    const fields = [textField({ key: "magic" }), textField({ key: "magic" })];
    expect(findSensitiveFields(fields, rules)).toHaveLength(2);
    expect(findSensitiveFields(fields, rules)).toHaveLength(2);
  });

  test("a case-sensitive rule or one with a back-reference is judged as written", () => {
    const rules: SensitiveRule[] = [...sensitiveRules, { kind: "secret", match: /\bXYZ\b/ }, { kind: "token", match: /\b(ab)-\1\b/i }];
    const fields = [textField({ key: "f", title: "XYZ" }), textField({ key: "g", title: "xyz" }), textField({ key: "h", title: "AB-ab" })];
    expect(findSensitiveFields(fields, rules).map((f) => [f.key, f.kind])).toEqual([
      ["f", "secret"],
      ["h", "token"],
    ]);
  });

  test("unless lets a host quiet a default it finds noisy", () => {
    const rules = sensitiveRules.map((r) => (r.kind === "pin" ? { ...r, unless: /.*/ } : r));
    expect(findSensitiveFields([textField({ key: "pin" }), textField({ key: "pwd" })], rules).map((f) => f.kind)).toEqual(["password"]);
  });
});

describe("isMasked", () => {
  test("what must not be read over a shoulder is masked; numbers checked digit by digit are not", () => {
    const kinds = [...new Set(sensitiveRules.map((r) => r.kind))];
    expect(kinds.filter(isMasked).sort()).toEqual(
      ["api-key", "card-security-code", "password", "pin", "private-key", "recovery-phrase", "secret", "token"].sort(),
    );
    expect(kinds.filter((k) => !isMasked(k)).sort()).toEqual(["bank-account", "card-number", "national-id", "one-time-code"]);
  });
});

describe("no work when the module loads", () => {
  test("importing the rules builds no regular expression; the first field judged builds the rules' own", async () => {
    let built = 0;
    vi.stubGlobal(
      "RegExp",
      new Proxy(RegExp, {
        construct(target, args: [string | RegExp, string?]) {
          built++;
          return new target(...args);
        },
      }),
    );
    try {
      vi.resetModules();
      const fresh = await import("./sensitive.ts");
      expect(built).toBe(0);
      expect(fresh.sensitiveKindOf(textField({ key: "apiKey" }))).toBe("api-key");
      expect(built).toBeGreaterThan(0);
      // Spread into a host's own list, the rules read the same.
      expect(fresh.sensitiveKindOf(textField({ key: "apiKey" }), [...fresh.sensitiveRules])).toBe("api-key");
    } finally {
      vi.unstubAllGlobals();
    }
  });
});
