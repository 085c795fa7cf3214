import { Anchor } from '@mantine/core';
import type { ReactNode } from 'react';

/** A web address as people type it; anything else (javascript:, data:, mailto:) stays text. */
const WEB_ADDRESS = /\bhttps?:\/\/[^\s<>"']+/gi;
/** Sentence punctuation right after an address belongs to the sentence, not to the address. */
const TRAILING_PUNCTUATION = /[.,!?;:)\]]+$/;

function safeHref(candidate: string): string | null {
  try {
    const url = new URL(candidate);
    return url.protocol === 'http:' || url.protocol === 'https:' ? url.href : null;
  } catch {
    return null;
  }
}

/**
 * A message's text with its web addresses as links. Everything is a React text node or an element React builds,
 * never markup, so whatever a message holds is shown, not run.
 */
export function ChatText({ text }: { text: string }) {
  const parts: ReactNode[] = [];
  let rest = 0;
  for (const match of text.matchAll(WEB_ADDRESS)) {
    const address = match[0].replace(TRAILING_PUNCTUATION, '');
    const href = safeHref(address);
    if (href === null) continue;
    parts.push(text.slice(rest, match.index));
    parts.push(
      <Anchor key={match.index} href={href} target="_blank" rel="noopener noreferrer" inherit underline="always">
        {address}
      </Anchor>,
    );
    rest = match.index + address.length;
  }
  parts.push(text.slice(rest));
  return <>{parts}</>;
}
