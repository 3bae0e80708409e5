import type { AnyStateMachine, AnyStateNode } from 'xstate';
import { describeAction, listTransitions, type TransitionInfo } from './paths';

/**
 * A Mermaid `stateDiagram-v2` of any machine, drawn from its definition (pure: no DOM, no mermaid).
 *
 * - compound and parallel states are composite states (parallel regions separated by `--`);
 * - each compound level starts with `[*] --> <initial>`; final states end with `<state> --> [*]`;
 * - transitions are labelled with the event and guard: `SESSION.LOGOUT`, `done: discoverService`,
 *   `error: discoverService`, `always [has persisted session]`, `after 2000ms`; a targetless
 *   transition is a self-loop that also names its actions (`CONFIG.RETRY / reload page`);
 * - every state is declared inside its composite and every edge at the top level: Mermaid 11 moves a
 *   state out of its composite when an edge crossing the composite's border is declared inside
 *   another composite, but keeps it in place when the edge is declared at the top level (checked by
 *   rendering nested, parallel and history targets in Chromium);
 * - a machine with transitions on its root is wrapped in one composite named after the machine.
 *
 * Mermaid ids are the state path joined with `__` (dots and other punctuation would break the
 * grammar); a state whose id differs from its key is declared with `state "key" as id`.
 */

const RESERVED = new Set([
  'state', 'note', 'end', 'direction', 'class', 'classdef', 'style', 'click', 'default', 'as',
  'left', 'right', 'of', 'fork', 'join', 'choice', 'hide', 'empty', 'description', 'accdescr',
  'acctitle', 'root', 'stateDiagram', 'stateDiagram-v2',
]);

function mermaidId(node: AnyStateNode): string {
  if (!node.parent) return 'machine__root';
  const id = node.path.map((p: string) => p.replace(/[^A-Za-z0-9_]/g, '_')).join('__');
  return RESERVED.has(id.toLowerCase()) || /^\d/.test(id) ? `s_${id}` : id;
}

/** Keeps a label inside Mermaid's grammar: `;` ends a statement, `#` starts an entity, newlines. */
function safeLabel(text: string): string {
  return text.replace(/[;#\n\r]/g, ' ').replace(/"/g, "'").replace(/\s+/g, ' ').trim();
}

/** How the diagram names things; the defaults are the code names (docs/flows, the code view). */
export interface DiagramLabels {
  /** A state's name in the box. */
  state?: (node: AnyStateNode) => string;
  /** An edge's event (and guard) text, before its `/ actions`. `otherwise` is set for an unguarded fallback. */
  transition?: (t: TransitionInfo, otherwise: boolean) => string;
  /** An action's name (entry, exit or on an edge). */
  action?: (name: string) => string;
  /** What an invoked call is, from its id and source. */
  call?: (id: string, src: string) => string;
  /** The line of a state's entry effects, from their (already named) actions. */
  entry?: (actions: string[]) => string;
  /** The name of the box around a machine with transitions on its root (default: the machine id). */
  root?: string;
}

function codeTransitionLabel(t: TransitionInfo, otherwise: boolean): string {
  return otherwise ? `${t.label} [otherwise]` : t.label;
}

/**
 * An unguarded candidate after guarded ones for the same event in the same state: the branch taken
 * when no condition before it holds, which the diagram labels `[otherwise]`.
 */
function isOtherwise(t: TransitionInfo, all: readonly TransitionInfo[]): boolean {
  if (t.guard !== null) return false;
  return all.some((o) => o !== t && o.source === t.source && o.event === t.event && o.guard !== null);
}

export function toMermaid(machine: AnyStateMachine, labels: DiagramLabels = {}): string {
  const root = machine.root;
  const transitions = listTransitions(machine);
  const stateName = labels.state ?? ((node: AnyStateNode) => node.key);
  const transitionText = labels.transition ?? codeTransitionLabel;
  const actionName = labels.action ?? ((name: string) => name);
  const callText = labels.call ?? ((id: string, src: string) => (id === src ? `invoke ${id}` : `invoke ${id} (${src})`));
  const entryText = labels.entry ?? ((actions: string[]) => `entry / ${actions.join(', ')}`);
  const edgeLabel = (t: TransitionInfo) => {
    const actions = t.actions.length ? ` / ${t.actions.map(actionName).join(', ')}` : '';
    return safeLabel(`${transitionText(t, isOtherwise(t, transitions))}${actions}`);
  };
  const wrapRoot = transitions.some((t) => t.source === '');

  const lines: string[] = ['stateDiagram-v2'];
  const emitChildren = (parent: AnyStateNode, indent: string) => {
    const children = Object.values(parent.states) as AnyStateNode[];
    if (parent.type === 'parallel') {
      children.forEach((child, i) => {
        if (i > 0) lines.push(`${indent}--`);
        emitNode(child, indent);
      });
      return;
    }
    const initial = parent.initial?.target?.[0] as AnyStateNode | undefined;
    if (initial) lines.push(`${indent}[*] --> ${mermaidId(initial)}`);
    for (const child of children) emitNode(child, indent);
    for (const child of children) {
      if (child.type === 'final') lines.push(`${indent}${mermaidId(child)} --> [*]`);
    }
  };
  // Every state is declared in its own composite, even atomic ones, so that edges declared at the
  // top level cannot pull a state out of its composite.
  const emitNode = (node: AnyStateNode, indent: string) => {
    const id = mermaidId(node);
    const name = node.type === 'history' ? (node.history === 'deep' ? 'H*' : 'H') : stateName(node);
    lines.push(name === id ? `${indent}${id}` : `${indent}state "${safeLabel(name)}" as ${id}`);
    if (node.type !== 'compound' && node.type !== 'parallel') {
      // What the state does while it is active: its calls and entry effects, inside its box.
      for (const invoke of node.invoke) {
        lines.push(`${indent}${id} : ${safeLabel(callText(invoke.id, typeof invoke.src === 'string' ? invoke.src : invoke.id))}`);
      }
      const entry = node.entry.map(describeAction).filter((a): a is string => a !== null);
      if (entry.length) lines.push(`${indent}${id} : ${safeLabel(entryText(entry.map(actionName)))}`);
    }
    if (node.type === 'compound' || node.type === 'parallel') {
      lines.push(`${indent}state ${id} {`);
      emitChildren(node, `${indent}  `);
      lines.push(`${indent}}`);
    }
  };

  if (wrapRoot) {
    lines.push(`  state "${safeLabel(labels.root ?? root.id)}" as ${mermaidId(root)}`);
    lines.push(`  [*] --> ${mermaidId(root)}`);
    lines.push(`  state ${mermaidId(root)} {`);
    emitChildren(root, '    ');
    lines.push('  }');
  } else {
    emitChildren(root, '  ');
  }
  for (const t of transitions) {
    const source = t.definition.source as AnyStateNode;
    const targets = (t.definition.target ?? []) as AnyStateNode[];
    for (const target of targets.length ? targets : [source]) {
      lines.push(`  ${mermaidId(source)} --> ${mermaidId(target)} : ${edgeLabel(t)}`);
    }
  }
  return `${lines.join('\n')}\n`;
}
