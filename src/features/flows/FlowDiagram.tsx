import { ActionIcon, Button, Group, Loader, Text, Tooltip } from '@mantine/core';
import { Trans, useLingui } from '@lingui/react/macro';
import { useCallback, useEffect, useId, useLayoutEffect, useRef, useState, type PointerEvent } from 'react';
import classes from './FlowsScreen.module.css';

/**
 * A flow's diagram, drawn by Mermaid in the browser, that an analyst can zoom and pan.
 *
 * Mermaid gives the SVG its own width and max-width; the diagram here is sized from the SVG's
 * viewBox times a zoom factor instead, inside a scrolling frame that can be dragged. The first view
 * fits the frame's width unless that would draw text smaller than {@link MIN_TEXT_PX}: then it starts
 * at the smallest zoom that keeps text readable, and the frame scrolls.
 */
export const MIN_TEXT_PX = 12;
/** Mermaid's diagram font size, in the SVG's own units. */
const DIAGRAM_FONT_PX = 16;
const MIN_ZOOM = 0.1;
const MAX_ZOOM = 4;
const STEP = 1.25;

/** mermaid.initialize is global to the library: once per page load. */
let mermaidInitialized = false;

type DrawState = { status: 'loading' } | { status: 'ready'; svg: string } | { status: 'error'; message: string };

function useMermaid(id: string, text: string): DrawState {
  const reactId = useId();
  // Mermaid uses the id in CSS selectors: keep it to letters, digits, '-' and '_'.
  const renderId = `flow-${id}-${reactId}`.replace(/[^A-Za-z0-9_-]/g, '');
  const [state, setState] = useState<DrawState>({ status: 'loading' });
  useEffect(() => {
    let cancelled = false;
    setState({ status: 'loading' });
    import('mermaid')
      .then(async ({ default: mermaid }) => {
        if (!mermaidInitialized) {
          mermaid.initialize({ startOnLoad: false, securityLevel: 'strict', fontSize: DIAGRAM_FONT_PX });
          mermaidInitialized = true;
        }
        const { svg } = await mermaid.render(renderId, text);
        if (!cancelled) setState({ status: 'ready', svg });
      })
      .catch((error: unknown) => {
        // A failed render can leave Mermaid's scratch element behind.
        document.getElementById(`d${renderId}`)?.remove();
        if (!cancelled) setState({ status: 'error', message: error instanceof Error ? error.message : String(error) });
      });
    return () => {
      cancelled = true;
    };
  }, [renderId, text]);
  return state;
}

function viewBoxOf(svg: SVGSVGElement): { width: number; height: number } {
  const box = svg.viewBox.baseVal;
  if (box && box.width > 0) return { width: box.width, height: box.height };
  const rect = svg.getBBox();
  return { width: rect.width, height: rect.height };
}

export function FlowDiagram({ id, title, text }: { id: string; title: string; text: string }) {
  const { t } = useLingui();
  const state = useMermaid(id, text);
  const frame = useRef<HTMLDivElement>(null);
  const [zoom, setZoom] = useState<number | null>(null);
  const [size, setSize] = useState<{ width: number; height: number } | null>(null);
  const drag = useRef<{ x: number; y: number; left: number; top: number } | null>(null);

  const fitZoom = useCallback(() => {
    const el = frame.current;
    if (!el || !size) return 1;
    return Math.min(MAX_ZOOM, Math.max(MIN_ZOOM, (el.clientWidth - 16) / size.width));
  }, [size]);

  // Read the drawing's own size once it is in the page, and choose the first zoom.
  useLayoutEffect(() => {
    if (state.status !== 'ready') return;
    const svg = frame.current?.querySelector('svg');
    if (!svg) return;
    const box = viewBoxOf(svg);
    setSize(box);
    const fit = ((frame.current?.clientWidth ?? box.width) - 16) / box.width;
    const readable = MIN_TEXT_PX / DIAGRAM_FONT_PX;
    setZoom(Math.min(1, Math.max(fit, readable)));
  }, [state]);

  useLayoutEffect(() => {
    const svg = frame.current?.querySelector('svg');
    if (!svg || !size || zoom === null) return;
    svg.style.maxWidth = 'none';
    svg.style.width = `${size.width * zoom}px`;
    svg.style.height = `${size.height * zoom}px`;
    svg.removeAttribute('width');
    svg.removeAttribute('height');
  }, [size, zoom, state]);

  const zoomBy = (factor: number) => setZoom((z) => Math.min(MAX_ZOOM, Math.max(MIN_ZOOM, (z ?? 1) * factor)));

  const onPointerDown = (e: PointerEvent<HTMLDivElement>) => {
    const el = frame.current;
    if (!el || e.button !== 0) return;
    drag.current = { x: e.clientX, y: e.clientY, left: el.scrollLeft, top: el.scrollTop };
    el.setPointerCapture(e.pointerId);
  };
  const onPointerMove = (e: PointerEvent<HTMLDivElement>) => {
    const el = frame.current;
    const start = drag.current;
    if (!el || !start) return;
    el.scrollLeft = start.left - (e.clientX - start.x);
    el.scrollTop = start.top - (e.clientY - start.y);
  };
  const onPointerUp = () => {
    drag.current = null;
  };

  const percent = zoom === null ? '' : `${Math.round(zoom * 100)} %`;
  const failure = state.status === 'error' ? state.message : '';
  return (
    <figure aria-label={title} className={classes.figure}>
      <Group gap="xs" mb="xs" role="toolbar" aria-label={t`Zoom the diagram`}>
        <Tooltip label={t`Zoom out`}>
          <ActionIcon variant="default" size="lg" aria-label={t`Zoom out`} onClick={() => zoomBy(1 / STEP)} disabled={state.status !== 'ready'}>
            −
          </ActionIcon>
        </Tooltip>
        <Tooltip label={t`Zoom in`}>
          <ActionIcon variant="default" size="lg" aria-label={t`Zoom in`} onClick={() => zoomBy(STEP)} disabled={state.status !== 'ready'}>
            +
          </ActionIcon>
        </Tooltip>
        <Button variant="default" onClick={() => setZoom(fitZoom())} disabled={state.status !== 'ready'}>
          <Trans>Fit to width</Trans>
        </Button>
        <Button variant="default" onClick={() => setZoom(1)} disabled={state.status !== 'ready'}>
          <Trans>Actual size</Trans>
        </Button>
        <Text size="sm" c="gray.8" aria-live="polite" data-testid="zoom-level">
          {percent && <Trans>Zoom {percent}</Trans>}
        </Text>
      </Group>
      {state.status === 'loading' && (
        <Group gap="xs" role="status">
          <Loader size="sm" />
          <Text size="sm">
            <Trans>Drawing the diagram…</Trans>
          </Text>
        </Group>
      )}
      {state.status === 'error' && (
        <Text c="red.8" role="alert">
          <Trans>The diagram could not be drawn: {failure}</Trans>
        </Text>
      )}
      {state.status === 'ready' && (
        // Scrollable, draggable region: focusable, so keyboard users can scroll it; + and - zoom.
        <div
          ref={frame}
          className={classes.diagram}
          tabIndex={0}
          role="region"
          aria-label={t`Diagram of ${title}: drag or scroll to move, + and - to zoom`}
          data-zoom={zoom ?? undefined}
          onPointerDown={onPointerDown}
          onPointerMove={onPointerMove}
          onPointerUp={onPointerUp}
          onPointerCancel={onPointerUp}
          onKeyDown={(e) => {
            if (e.key === '+' || e.key === '=') zoomBy(STEP);
            else if (e.key === '-') zoomBy(1 / STEP);
          }}
          // The SVG comes from Mermaid with securityLevel 'strict' (labels sanitised, no scripts).
          dangerouslySetInnerHTML={{ __html: state.svg }}
        />
      )}
      <details>
        <summary>
          <Text component="span" size="sm">
            <Trans>Diagram as text (Mermaid)</Trans>
          </Text>
        </summary>
        <pre className={classes.source}>{text}</pre>
      </details>
    </figure>
  );
}
