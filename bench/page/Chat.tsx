// A stand-in for the host around the form: a chat transcript with some state, rendered at page load, so
// React's own code is warm when a request arrives, as it is in a real host.
import { useState } from "react";

function Message({ index }: { index: number }) {
  const [expanded, setExpanded] = useState(false);
  return (
    <li>
      <button type="button" onClick={() => setExpanded(!expanded)}>
        {index % 2 ? "Assistant" : "You"}
      </button>
      <p>{expanded ? "Message text, expanded." : `Message ${index}`}</p>
    </li>
  );
}

export function Chat() {
  return (
    <ol aria-label="Chat">
      {Array.from({ length: 50 }, (_, i) => (
        <Message key={i} index={i} />
      ))}
    </ol>
  );
}
