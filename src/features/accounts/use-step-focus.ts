import { useEffect, useRef } from 'react';

/**
 * Moves the focus to the heading of a flow's step when the step changes (WCAG 2.4.3), as the
 * sign-in's linking view does: the button that was pressed goes away with its step, and the focus
 * would otherwise fall to <body>. Put the returned ref on the step's heading, with tabIndex={-1}.
 *
 * `stepKey` names the step as the screen shows it (a busy state shares its step's key, so the
 * focus stays on the pressed button while the call runs); null while no step shows yet. The
 * first step shown does not take the focus: the page's own focus handling owns the arrival.
 */
export function useStepFocus<T extends HTMLElement = HTMLHeadingElement>(stepKey: string | null) {
  const heading = useRef<T>(null);
  const previous = useRef<string | null>(stepKey);
  useEffect(() => {
    const before = previous.current;
    previous.current = stepKey;
    if (before === null || stepKey === null || before === stepKey) return;
    heading.current?.focus();
  }, [stepKey]);
  return heading;
}

/** The step key of a flat state value, from the screen's map (states it does not list have no step). */
export function stepOf(value: unknown, steps: Readonly<Record<string, string>>): string | null {
  return typeof value === 'string' ? (steps[value] ?? null) : null;
}
