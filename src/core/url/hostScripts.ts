// Look-alike hosts: a label that mixes Latin with Cyrillic or Greek ("pаypal" with a Cyrillic "а"), or
// one written wholly in letters that look Latin ("аррӏе" is all Cyrillic). Both are how IDN phishing works.

const SCRIPTS = ["Latin", "Cyrillic", "Greek", "Armenian", "Cherokee"] as const;
type Script = (typeof SCRIPTS)[number];
const patterns = Object.fromEntries(SCRIPTS.map((s) => [s, new RegExp(`\\p{Script=${s}}`, "u")])) as Record<Script, RegExp>;

// Cyrillic and Greek letters that render like Latin ones in common fonts (Unicode's confusables, abridged).
const LATIN_LOOKALIKES = new Set([..."аеорсухіјѕԁһӏԛԝъьвкмнтѵѡаеіοорсухνκτρυωαεικνοςτυχ"]);

function scriptsOf(label: string): Set<Script> {
  const found = new Set<Script>();
  for (const char of label) {
    for (const script of SCRIPTS) if (patterns[script].test(char)) found.add(script);
  }
  return found;
}

export function hasMixedScripts(host: string): boolean {
  return host.split(".").some((label) => scriptsOf(label).size > 1);
}

export function looksLatinButIsNot(host: string): boolean {
  return host.split(".").some((label) => {
    const letters = [...label].filter((c) => /\p{L}/u.test(c));
    return letters.length > 0 && !scriptsOf(label).has("Latin") && letters.every((c) => LATIN_LOOKALIKES.has(c.toLowerCase()));
  });
}
