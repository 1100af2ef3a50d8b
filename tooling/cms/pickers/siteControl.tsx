import { Component, createRef, type ReactNode } from 'react'
import { createRoot, type Root } from 'react-dom/client'
import { defaultLocale, isLocale, type Locale } from '../../../lib/locales.ts'

/** What the CMS gives a custom field type's control (Decap CMS's props, which Sveltia CMS keeps). */
export interface CmsControlProps {
  value?: unknown
  /** The field's configuration: an Immutable.js map in Decap CMS, a plain object or a map-like in Sveltia CMS. */
  field?: unknown
  onChange(value: unknown): void
}

/** What a picker draws from: the value, its field's label, and the editor's language. */
export interface PickerProps {
  value: string | undefined
  label: string
  locale: Locale
  onChange(value: string): void
}

const fieldLabel = (field: unknown): string => {
  const get = (field as { get?: (key: string) => unknown } | undefined)?.get
  const label = typeof get === 'function' ? get.call(field, 'label') : (field as { label?: unknown } | undefined)?.label
  return typeof label === 'string' ? label : ''
}

/** The editor's own language: the page /admin/ar is Arabic. */
const editorLocale = (): Locale => {
  const lang = document.documentElement.lang
  return isLocale(lang) ? lang : defaultLocale
}

/**
 * A control of the CMS drawn by the site's own React, as the preview is (./preview/EntryPreview.tsx): the CMS renders
 * controls with a React of its own, whose hooks the site's components cannot use, so the control renders an empty
 * element and the picker is a root of the site's React inside it, drawn again with each value the CMS passes.
 */
export function siteControl(Picker: (props: PickerProps) => ReactNode) {
  return class SiteControl extends Component<CmsControlProps> {
    readonly #container = createRef<HTMLDivElement>()
    #root: Root | undefined

    override componentDidMount() {
      this.#root = createRoot(this.#container.current!)
      this.#draw()
    }

    override componentDidUpdate() {
      this.#draw()
    }

    override componentWillUnmount() {
      const root = this.#root
      this.#root = undefined
      // Not while the CMS's React is still removing this element.
      setTimeout(() => root?.unmount())
    }

    #draw() {
      const { value, field, onChange } = this.props
      this.#root?.render(
        <Picker
          value={typeof value === 'string' && value ? value : undefined}
          label={fieldLabel(field)}
          locale={editorLocale()}
          onChange={(chosen) => onChange(chosen)}
        />,
      )
    }

    override render() {
      return <div ref={this.#container} />
    }
  }
}
