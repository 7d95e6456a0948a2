// Requests the stories, the contract test and the e2e suite share: the specification's examples,
// every field kind, and schemas as real servers send them (README: "Tolerates real servers").
import type { ElicitRequestFormParams, ElicitRequestURLParams, ServerIdentity } from "../src/index.ts";

export const servers = {
  github: { name: "github-mcp-server", title: "GitHub", version: "0.9.1" },
  weather: { name: "weather", version: "1.2.0" },
  travel: { name: "travel-agent", title: "Travel Agent", version: "2.0.0" },
  untrusted: { name: "\u202Eevil\u202C-server", version: "0.0.1" },
} satisfies Record<string, ServerIdentity>;

type Fixture = { server: ServerIdentity; request: ElicitRequestFormParams };
const form = (server: ServerIdentity, message: string, requestedSchema: unknown): Fixture => ({
  server,
  request: { mode: "form", message, requestedSchema: requestedSchema as ElicitRequestFormParams["requestedSchema"] },
});

/** The specification's own examples (2025-11-25, client/elicitation). */
export const specExamples = {
  simpleText: form(servers.github, "Please provide your GitHub username", {
    type: "object",
    properties: { name: { type: "string" } },
    required: ["name"],
  }),
  structured: form(servers.github, "Please provide your contact information", {
    type: "object",
    properties: {
      name: { type: "string", description: "Your full name" },
      email: { type: "string", format: "email", description: "Your email address" },
      age: { type: "number", minimum: 18, description: "Your age" },
    },
    required: ["name", "email"],
  }),
  stringSchema: form(servers.weather, "String with every keyword", {
    type: "object",
    properties: {
      displayName: {
        type: "string",
        title: "Display Name",
        description: "Description text",
        minLength: 3,
        maxLength: 50,
        pattern: "^[A-Za-z]+$",
        format: "email",
        default: "user@example.com",
      },
    },
  }),
  colors: form(servers.weather, "Pick colours", {
    type: "object",
    properties: {
      untitled: { type: "string", title: "Color Selection", description: "Choose your favorite color", enum: ["Red", "Green", "Blue"], default: "Red" },
      titled: {
        type: "string",
        title: "Titled color",
        description: "Choose your favorite color",
        oneOf: [
          { const: "#FF0000", title: "Red" },
          { const: "#00FF00", title: "Green" },
          { const: "#0000FF", title: "Blue" },
        ],
        default: "#FF0000",
      },
      several: {
        type: "array",
        title: "Colors",
        description: "Choose your favorite colors",
        minItems: 1,
        maxItems: 2,
        items: { type: "string", enum: ["Red", "Green", "Blue"] },
        default: ["Red", "Green"],
      },
      severalTitled: {
        type: "array",
        title: "Titled colors",
        description: "Choose your favorite colors",
        minItems: 1,
        maxItems: 2,
        items: {
          anyOf: [
            { const: "#FF0000", title: "Red" },
            { const: "#00FF00", title: "Green" },
            { const: "#0000FF", title: "Blue" },
          ],
        },
        default: ["#FF0000", "#00FF00"],
      },
    },
  }),
};

/** One of each field kind, optional, no defaults. */
export const everyKind = form(servers.travel, "Tell us about your trip.\nEvery field is optional.", {
  type: "object",
  properties: {
    name: { type: "string", title: "Full name", minLength: 2, maxLength: 60 },
    email: { type: "string", format: "email", title: "Email" },
    website: { type: "string", format: "uri", title: "Website" },
    departure: { type: "string", format: "date", title: "Departure date" },
    meeting: { type: "string", format: "date-time", title: "Meeting time" },
    budget: { type: "number", title: "Budget", minimum: 0, maximum: 10000 },
    travellers: { type: "integer", title: "Travellers", minimum: 1, maximum: 9 },
    insurance: { type: "boolean", title: "Add travel insurance" },
    seat: { type: "string", title: "Seat", enum: ["Window", "Aisle", "Middle"] },
    cabin: {
      type: "string",
      title: "Cabin",
      oneOf: [
        { const: "economy", title: "Economy" },
        { const: "premium", title: "Premium economy" },
        { const: "business", title: "Business" },
        { const: "first", title: "First" },
        { const: "suite", title: "Suite" },
      ],
    },
    meals: { type: "array", title: "Meals", items: { type: "string", enum: ["Breakfast", "Lunch", "Dinner"] } },
  },
});

/** Defaults on every kind, falsy ones included: what is shown is what is sent. */
export const defaults = form(servers.travel, "Check the suggested booking.", {
  type: "object",
  properties: {
    note: { type: "string", title: "Note", default: "" },
    city: { type: "string", title: "City", default: "Lisbon" },
    nights: { type: "integer", title: "Nights", minimum: 0, default: 0 },
    newsletter: { type: "boolean", title: "Newsletter", default: false },
    confirm: { type: "boolean", title: "Confirm booking", default: true },
    checkIn: { type: "string", format: "date", title: "Check-in", default: "2026-03-14" },
    callAt: { type: "string", format: "date-time", title: "Call at", default: "2026-03-14T09:30:00Z" },
    room: { type: "string", title: "Room", enum: ["Single", "Double"], default: "Double" },
    extras: {
      type: "array",
      title: "Extras",
      items: { anyOf: [{ const: "wifi", title: "Wi-Fi" }, { const: "parking", title: "Parking" }] },
      default: ["parking"],
    },
  },
  required: ["city", "nights"],
});

/** What `defaults` sends when nobody touches it: every default, falsy ones included, as the server wrote it. */
export const defaultsContent = {
  note: "",
  city: "Lisbon",
  nights: 0,
  newsletter: false,
  confirm: true,
  checkIn: "2026-03-14",
  callAt: "2026-03-14T09:30:00Z",
  room: "Double",
  extras: ["parking"],
};

/** Python SDK / FastMCP (pydantic): optional fields as anyOf with null, titles from keys. */
export const pydantic = form(servers.weather, "No table at 7pm. Would you like another date?", {
  type: "object",
  title: "BookingPreferences",
  properties: {
    checkAlternative: { type: "boolean", title: "Checkalternative", description: "Would you like to check another date?" },
    alternativeDate: {
      anyOf: [{ type: "string", format: "date" }, { type: "null" }],
      default: null,
      title: "Alternativedate",
      description: "Alternative date (YYYY-MM-DD)",
    },
    partySize: { anyOf: [{ type: "integer", minimum: 1, maximum: 12 }, { type: "null" }], default: null, title: "Partysize" },
  },
  required: ["checkAlternative"],
});

/** TypeScript servers (zod 4 to JSON Schema): $schema 2020-12, additionalProperties false, pattern. */
export const zod = form(servers.github, "Create a repository", {
  $schema: "https://json-schema.org/draft/2020-12/schema",
  type: "object",
  properties: {
    repo: { type: "string", minLength: 1, maxLength: 100, pattern: "^[A-Za-z0-9_.-]+$", description: "Repository name" },
    visibility: { type: "string", enum: ["public", "private"], default: "private" },
    topics: { type: "array", items: { type: "string", enum: ["mcp", "react", "typescript", "ai"] }, maxItems: 3 },
    autoInit: { type: "boolean", default: true },
  },
  required: ["repo", "visibility"],
  additionalProperties: false,
});

/** Go servers: keys in alphabetical order, a draft-07 $schema, non-standard formats. */
export const goServer = form(servers.weather, "Where should the forecast be sent?", {
  $schema: "http://json-schema.org/draft-07/schema#",
  type: "object",
  properties: {
    city: { type: "string", description: "City name" },
    phone: { type: "string", format: "phone", description: "Mobile number for alerts" },
    units: { enum: ["metric", "imperial"], description: "Units", default: "metric" },
  },
  required: ["city"],
});

/** Legacy `enumNames`, one of the wrong length (ignored), and `items.oneOf`. */
export const legacyEnums = form(servers.travel, "Choose a plan", {
  type: "object",
  properties: {
    plan: { type: "string", enum: ["free", "pro", "team"], enumNames: ["Free", "Pro", "Team"] },
    region: { type: "string", enum: ["eu", "us"], enumNames: ["Europe"] },
    addons: { type: "array", items: { oneOf: [{ const: "sso", title: "Single sign-on" }, { const: "audit", title: "Audit log" }] } },
  },
  required: ["plan"],
});

/** An empty properties object: a plain confirm or decline. */
export const confirm = form(servers.github, "Delete the branch feature/login? This cannot be undone.", {
  type: "object",
  properties: {},
});

/** What cannot be a form: named, every offence at once. */
export const unsupported = form(servers.travel, "Enter your address", {
  type: "object",
  properties: {
    address: { type: "object", properties: { street: { type: "string" } } },
    scores: { type: "array", items: { type: "number" } },
    link: { $ref: "#/$defs/link" },
    name: { type: "string" },
  },
  required: ["name", "country"],
});

export const longMessage = form(
  servers.travel,
  Array.from({ length: 40 }, (_, i) => `Line ${i + 1}: the server explains in detail why it needs this, <b>and</b> [links](https://x.test) stay text.`).join("\n"),
  { type: "object", properties: { ok: { type: "boolean", title: "I have read this" } } },
);

export const fiftyFields = form(servers.travel, "A very large form", {
  type: "object",
  properties: Object.fromEntries(
    Array.from({ length: 50 }, (_, i) => [
      `field_${i + 1}`,
      i % 5 === 0 ? { type: "integer", minimum: 0, maximum: 100 } : i % 7 === 0 ? { type: "boolean" } : { type: "string", maxLength: 40 },
    ]),
  ),
  required: ["field_1", "field_2"],
});

/** Constraints that show every kind of error message. */
export const constrained = form(servers.github, "Set up your profile", {
  type: "object",
  properties: {
    username: { type: "string", title: "Username", minLength: 3, maxLength: 20, pattern: "^[a-z0-9-]+$", description: "Lower-case letters, digits and dashes" },
    email: { type: "string", format: "email", title: "Email" },
    age: { type: "integer", title: "Age", minimum: 1, maximum: 100 },
    homepage: { type: "string", format: "uri", title: "Homepage" },
    languages: { type: "array", title: "Languages", minItems: 2, maxItems: 3, items: { type: "string", enum: ["Go", "Python", "Rust", "TypeScript", "Zig"] } },
  },
  required: ["username", "email", "age"],
});

/** Forms that ask for what looks like secrets, which the specification forbids in form mode. */
export const sensitive = {
  /**
   * The official TypeScript SDK's form example ("register_user" in its elicitationFormExample): a password
   * among ordinary fields, from the SDK's own example server.
   */
  sdkRegistration: form({ name: "form-elicitation-example-server", version: "1.0.0" }, "Please provide your registration information:", {
    type: "object",
    properties: {
      username: { type: "string", title: "Username", description: "Your desired username (3-20 characters)", minLength: 3, maxLength: 20 },
      email: { type: "string", title: "Email", description: "Your email address", format: "email" },
      password: { type: "string", title: "Password", description: "Your password (min 8 characters)", minLength: 8 },
      newsletter: { type: "boolean", title: "Newsletter", description: "Subscribe to newsletter?", default: false },
      role: {
        type: "string",
        title: "Role",
        description: "Your primary role",
        oneOf: [
          { const: "developer", title: "Developer" },
          { const: "designer", title: "Designer" },
          { const: "manager", title: "Manager" },
          { const: "other", title: "Other" },
        ],
        default: "developer",
      },
      interests: {
        type: "array",
        title: "Interests",
        description: "Select your areas of interest",
        items: { type: "string", enum: ["frontend", "backend", "mobile", "devops", "ai"] },
        minItems: 1,
        maxItems: 3,
      },
    },
    required: ["username", "email", "password"],
  }),
  /** What a server should ask for through a web page of its own (URL mode): an API key, and a PIN typed as a number. */
  credentials: form(servers.weather, "Connect your weather station account.", {
    type: "object",
    properties: {
      account: { type: "string", title: "Account", description: "The name you sign in with" },
      apiKey: { type: "string", title: "API key", description: "Found under Settings, then API" },
      pin: { type: "integer", title: "Station PIN", minimum: 0, maximum: 999999 },
      tokenCount: { type: "integer", title: "Token count", description: "Not a secret: how many requests a day" },
    },
    required: ["account", "apiKey", "pin"],
  }),
};

export const allForms = {
  ...specExamples,
  everyKind,
  defaults,
  pydantic,
  zod,
  goServer,
  legacyEnums,
  confirm,
  longMessage,
  fiftyFields,
  constrained,
};

type UrlFixture = { server: ServerIdentity; request: ElicitRequestURLParams };
const urlRequest = (url: string, message = "Please provide your API key to continue."): UrlFixture => ({
  server: servers.github,
  request: { mode: "url", elicitationId: "550e8400-e29b-41d4-a716-446655440000", url, message },
});

/** URL-mode requests: ordinary, development, and every disguise and blocked scheme the prompt must catch. */
export const urlRequests = {
  ordinary: urlRequest("https://mcp.example.com/ui/set_api_key"),
  subdomain: urlRequest("https://auth.example.co.uk/connect?elicitationId=550e8400", "Authorization is required to access your Example Co files."),
  localhost: urlRequest("http://localhost:3000/callback?state=xyz", "Finish signing in to your local development server."),
  punycode: urlRequest("https://xn--80ak6aa92e.com/login", "Sign in to continue."),
  mixedScripts: urlRequest("https://p\u0430ypal.com/checkout", "Authorise the payment."),
  ipHost: urlRequest("https://203.0.113.7/setup", "Finish setting up the device."),
  credentials: urlRequest("https://bank.com@evil.example/login", "Confirm your bank details."),
  port: urlRequest("https://pay.example.com:8443/authorize", "Authorise the payment."),
  invisible: urlRequest("https://exa\u200Bmple.com/\u202Egnp.exe", "Download the report."),
  long: urlRequest(`https://login.example.com/oauth/authorize?client_id=abc&redirect_uri=${"x".repeat(1900)}&evil.example`, "Sign in to continue."),
  javascript: urlRequest("javascript:alert(document.cookie)"),
  data: urlRequest("data:text/html,<script>alert(1)</script>"),
  file: urlRequest("file:///etc/passwd"),
  blob: urlRequest("blob:https://example.com/550e8400-e29b-41d4-a716-446655440000"),
  vbscript: urlRequest("vbscript:msgbox(1)"),
  about: urlRequest("about:blank"),
  insecureHttp: urlRequest("http://example.com/login"),
  unparsable: urlRequest("not a url at all"),
  empty: urlRequest(""),
};
