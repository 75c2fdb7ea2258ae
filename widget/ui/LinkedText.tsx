const URL_PATTERN = /(https?:\/\/[^\s<>"')]+[^\s<>"').,;:!?])/g;

interface Part {
  text: string;
  isUrl: boolean;
  at: number;
}

/** Splits text into plain runs and http(s) URLs, keyed by their offset in the text. */
export function splitLinks(text: string): Part[] {
  const parts: Part[] = [];
  let at = 0;
  for (const match of text.matchAll(URL_PATTERN)) {
    const index = match.index ?? 0;
    if (index > at) parts.push({ text: text.slice(at, index), isUrl: false, at });
    parts.push({ text: match[0], isUrl: true, at: index });
    at = index + match[0].length;
  }
  if (at < text.length) parts.push({ text: text.slice(at), isUrl: false, at });
  return parts;
}

/**
 * Text that may carry documentation links: always rendered as text (never HTML); only
 * http(s) URLs become anchors, opening in a new tab.
 */
export function LinkedText({ text }: { text: string }) {
  return (
    <>
      {splitLinks(text).map((part) =>
        part.isUrl ? (
          <a key={part.at} href={part.text} target="_blank" rel="noopener noreferrer">
            {part.text}
          </a>
        ) : (
          <span key={part.at}>{part.text}</span>
        ),
      )}
    </>
  );
}
