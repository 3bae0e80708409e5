import { Box, type BoxProps } from '@mantine/core';
import { useEffect, useState } from 'react';

type Sanitize = (html: string) => string;
let sanitizer: Promise<Sanitize> | null = null;

/**
 * Configured HTML (ContactCustomerServiceText, EmailOptInText, ...) is sanitised with DOMPurify
 * before it is shown (ARCHITECTURE §5): scripts, event handlers, styles and unsafe URLs are removed;
 * links that open a new tab get rel="noopener noreferrer". DOMPurify loads with the first configured
 * text, so pages without one do not download it.
 */
export function loadSanitizer(): Promise<Sanitize> {
  sanitizer ??= import('dompurify').then(({ default: DOMPurify }) => (html: string) => {
    const clean = DOMPurify.sanitize(html, {
      ALLOWED_TAGS: ['a', 'b', 'strong', 'i', 'em', 'u', 'br', 'p', 'span', 'ul', 'ol', 'li'],
      ALLOWED_ATTR: ['href', 'target', 'rel', 'title'],
      ALLOWED_URI_REGEXP: /^(?:https?:|mailto:|tel:|\/(?!\/)|#)/i,
    });
    return clean.replace(/<a ([^>]*target="_blank"[^>]*)>/g, (_, attrs: string) =>
      attrs.includes('rel=') ? `<a ${attrs}>` : `<a ${attrs} rel="noopener noreferrer">`,
    );
  });
  return sanitizer;
}

export function ConfiguredHtml({ html, component = 'div', ...box }: { html: string; component?: 'div' | 'span' } & BoxProps) {
  const [clean, setClean] = useState<{ source: string; html: string } | null>(null);
  useEffect(() => {
    let current = true;
    void loadSanitizer().then((sanitize) => {
      if (current) setClean({ source: html, html: sanitize(html) });
    });
    return () => {
      current = false;
    };
  }, [html]);
  // Nothing unsanitised is ever rendered as HTML: until DOMPurify is ready the text shows as plain
  // text (React escapes it), so a label is never empty, not even for a moment.
  if (clean?.source !== html) {
    return (
      <Box component={component} {...box}>
        {plainText(html)}
      </Box>
    );
  }
  return <Box component={component} {...box} dangerouslySetInnerHTML={{ __html: clean.html }} />;
}

/** The text of an HTML fragment; DOMParser runs no script and loads nothing. */
function plainText(html: string): string {
  return new DOMParser().parseFromString(html, 'text/html').body.textContent ?? '';
}
