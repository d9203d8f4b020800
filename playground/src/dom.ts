/*
 * A small element builder. Text always goes in as text nodes, never as HTML,
 * because every string the page shows may come from what the user typed.
 */
export type Child = Node | string | number | undefined | null | false;

export type Attributes = Record<string, string | number | boolean | undefined>;

export function h<K extends keyof HTMLElementTagNameMap>(tag: K, attributes: Attributes = {}, ...children: Child[]): HTMLElementTagNameMap[K] {
  const el = document.createElement(tag);
  for (const [name, value] of Object.entries(attributes)) {
    if (value === undefined || value === false) continue;
    el.setAttribute(name, value === true ? '' : String(value));
  }
  append(el, children);
  return el;
}

export function append(parent: Node, children: readonly Child[]): void {
  for (const child of children) {
    if (child === undefined || child === null || child === false) continue;
    parent.appendChild(typeof child === 'object' ? child : document.createTextNode(String(child)));
  }
}

/** Replaces the element's content in one DOM operation. */
export function fill(el: Element, ...children: Child[]): void {
  const fragment = document.createDocumentFragment();
  append(fragment, children);
  el.replaceChildren(fragment);
}

export function byId<T extends HTMLElement = HTMLElement>(id: string): T {
  const el = document.getElementById(id);
  if (!el) throw new Error(`playground: the page has no #${id}`);
  return el as T;
}

/** A <dl> row pair. */
export function row(term: Child, ...definition: Child[]): DocumentFragment {
  const fragment = document.createDocumentFragment();
  append(fragment, [h('dt', {}, term), h('dd', {}, ...definition)]);
  return fragment;
}
