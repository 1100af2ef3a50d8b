import type { ComponentType } from 'react'

/** An insert button of the CMS's text editor, as CMS.registerEditorComponent takes it (Decap CMS's format). */
export interface EditorComponent {
  id: string
  label: string
  fields: object[]
  /** What the component looks like in the text, found there to show it as the component. */
  pattern: RegExp
  fromBlock(match: RegExpMatchArray): Record<string, unknown>
  /** What it writes into the text. */
  toBlock(values: Record<string, unknown>): string
  toPreview(values: Record<string, unknown>): string
}

/** An entry as the CMS's events give it (an Immutable.js map: data, i18n.<locale>.data, collection, path). */
export interface CmsEntry {
  get(key: string): unknown
  set(key: string, value: unknown): CmsEntry
  setIn(keys: string[], value: unknown): CmsEntry
  toJS(): unknown
}

/** The part of Sveltia CMS's `window.CMS` the preview script uses. */
export interface Cms {
  registerPreviewStyle(url: string): void
  // biome-ignore lint/suspicious/noExplicitAny: the CMS passes its own props to whatever component it is given.
  registerPreviewTemplate(name: string, component: ComponentType<any>): void
  registerEditorComponent(component: EditorComponent): void
  /** A custom field type: its control gets the value, the field's configuration and `onChange` (Decap CMS's props). */
  // biome-ignore lint/suspicious/noExplicitAny: the CMS passes its own props to whatever component it is given.
  registerFieldType(name: string, control: ComponentType<any>): void
  /** preSave's handler may return the entry changed: that is what is saved. */
  registerEventListener(listener: { name: 'preSave'; handler: (event: { entry: CmsEntry }) => CmsEntry }): void
}
