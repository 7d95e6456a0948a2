// A property key turned into words for its label when the server sent no `title`:
// "checkAlternative" -> "Check alternative", "due_date" -> "Due date", "HTTPServer" -> "HTTP server".

export function keyToLabel(key: string): string {
  const words = key
    .replace(/[_\-.]+/g, " ")
    .replace(/([a-z\d])([A-Z])/g, "$1 $2")
    .replace(/([A-Z]+)([A-Z][a-z])/g, "$1 $2")
    .trim()
    .split(/\s+/)
    .filter(Boolean);
  if (words.length === 0) return key;
  return words
    .map((word, i) => {
      // Keep acronyms ("URL", "ID") as they are; lower-case ordinary words after the first.
      if (word.length > 1 && word === word.toUpperCase()) return word;
      if (i === 0) return word.charAt(0).toUpperCase() + word.slice(1);
      return word.toLowerCase();
    })
    .join(" ");
}
