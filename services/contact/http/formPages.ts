import fs from 'node:fs'
import path from 'node:path'
import { getOuterHTML, textContent } from 'domutils'
import { escapeAttribute, escapeText } from 'entities'
import { contactMessages } from '../../../lib/contact.ts'
import { fieldErrorClass, problemBox } from '../../../lib/contactAnswer.ts'
import type { CompiledContent } from '../../../lib/content/compiledContent.ts'
import type { ContactPage } from '../../../lib/content/schemas/contactPage.ts'
import {
  all,
  appendNodes,
  first,
  type HtmlElement,
  parseDocument,
  prependNodes,
  replaceChildren,
} from '../../../lib/html.ts'
import { type Locale, localePath, locales } from '../../../lib/locales.ts'
import type { EnquiryFields } from '../enquiryRecord.ts'
import { enquiryBodyLimit } from './formBody.ts'

/** Why a post from a browser was not accepted; each has its sentence in content/contact.yaml (`form.problems`). */
export type FormProblem = 'invalid' | 'tooMany' | 'unavailable' | 'tooLarge' | 'refused'

/** The fields a visitor fills in, in the form's order: the ones a problem page marks and refills. */
const visibleFields = ['firstName', 'lastName', 'email', 'company', 'service', 'message'] as const
type VisibleField = (typeof visibleFields)[number]
const checkedFields = ['firstName', 'lastName', 'email', 'message'] as const

export interface ProblemAnswer {
  problem: FormProblem
  /** The service's message for each invalid field, in English (the JSON answer's `fields`). */
  fields?: Partial<Record<keyof EnquiryFields, string>>
  /** What the visitor typed, as posted, to put back into the form. */
  values?: Partial<Record<string, string>>
}

interface Words {
  form: ContactPage['form']
  phone: string
  email: string
}

/**
 * The pages the service answers a browser's form post with, built from the prerendered contact page of each
 * language, so a visitor without JavaScript stays on the page they know: the same header, form and words, with a box
 * above the form saying what went wrong, a message by each field that needs one, and what they typed still there.
 * The page's scripts are left out of these answers: the form is already filled in and works as a plain form.
 */
export class FormPages {
  readonly #templates: Record<Locale, string>
  readonly #words: Record<Locale, Words>

  constructor(templates: Record<Locale, string>, words: Record<Locale, Words>) {
    this.#templates = templates
    this.#words = words
  }

  /**
   * Reads the built contact pages under `siteRoot` (dist/client), to be filled with `content`'s words (the build's
   * dist/content/). Undefined when the pages are not built, with the reason: the service then answers every client in
   * JSON.
   */
  static load(
    siteRoot: string,
    content: Record<Locale, Pick<CompiledContent, 'company' | 'contact'>>,
  ): { pages: FormPages } | { missing: string } {
    const templates = {} as Record<Locale, string>
    const words = {} as Record<Locale, Words>
    for (const locale of locales) {
      const file = path.join(siteRoot, localePath(locale, '/contact').slice(1), 'index.html')
      if (!fs.existsSync(file)) return { missing: file }
      templates[locale] = fs.readFileSync(file, 'utf8')
      const { company, contact } = content[locale]
      words[locale] = { form: contact.form, phone: company.phone, email: company.email }
    }
    return { pages: new FormPages(templates, words) }
  }

  /** The contact page in `locale` with the problem said above the form and the visitor's values put back. */
  problemPage(locale: Locale, answer: ProblemAnswer): string {
    const words = this.#words[locale]
    const document = parseDocument(this.#templates[locale])
    const form = first('form[action="/api/contact"]', document)
    if (!form)
      throw new Error(
        'The built contact page has no form posting to /api/contact: build the site again (npm run build).',
      )

    // A plain page: the island would be drawn afresh over what the visitor typed. The page's scripts wait for its
    // first paint in a data block (tooling/postbuild/afterLoad.ts, which leaves no module script in the head); the
    // stylesheet and the manifest stay in it.
    for (const list of all('script[data-after-load]', document)) {
      const files = (JSON.parse(textContent(list)) as string[]).filter((url) => !url.endsWith('.js'))
      replaceChildren(list, JSON.stringify(files))
    }
    const title = first('title', document)
    if (title) replaceChildren(title, `${escapeText(words.form.toasts.errorTitle)} | ${escapeText(textContent(title))}`)

    const messages = answer.problem === 'invalid' ? fieldMessages(answer.fields ?? {}, words.form, locale) : {}
    for (const field of visibleFields) {
      const control = first(`#contact-${field}`, form)
      if (!control) continue
      const value = answer.values?.[field]
      if (value !== undefined) setValue(control, value)
      const message = messages[field]
      if (message === undefined) continue
      control.attribs['aria-invalid'] = 'true'
      control.attribs['aria-describedby'] = `contact-${field}-error`
      // The field's own wrapper (label, control) ends with its message, as the form's own checks show it.
      const label = first(`label[for="contact-${field}"]`, form)
      const wrapper = label?.parent as HtmlElement | null | undefined
      if (wrapper) {
        appendNodes(wrapper, `<p id="contact-${field}-error" class="${fieldErrorClass}">${escapeText(message)}</p>`)
      }
    }
    prependNodes(form, this.#problemBox(locale, answer.problem, messages))
    return getOuterHTML(document, { encodeEntities: 'utf8' })
  }

  #problemBox(locale: Locale, problem: FormProblem, messages: Partial<Record<VisibleField, string>>): string {
    const { form, phone, email } = this.#words[locale]
    const parts = [`<p class="${problemBox.title}">${escapeText(form.toasts.errorTitle)}</p>`]
    const sentence = form.problems[problem].replace('{kilobytes}', String(enquiryBodyLimit / 1024))
    parts.push(`<p class="${problemBox.text}">${escapeText(sentence)}</p>`)
    if (problem === 'invalid') {
      const items = visibleFields
        .filter((field) => messages[field] !== undefined)
        .map(
          (field) =>
            `<li><a class="${problemBox.link}" href="#contact-${field}">${escapeText(form.labels[field])}: ${escapeText(messages[field] as string)}</a></li>`,
        )
      parts.push(`<ul class="${problemBox.list}">${items.join('')}</ul>`)
    } else {
      const phoneLink = `<a class="${problemBox.link}" href="tel:${escapeAttribute(phone.replace(/[^\d+]/g, ''))}" dir="ltr">${escapeText(phone)}</a>`
      const emailLink = `<a class="${problemBox.link}" href="mailto:${escapeAttribute(email)}" dir="ltr">${escapeText(email)}</a>`
      const sentence = escapeText(form.problems.otherWays).replace('{phone}', phoneLink).replace('{email}', emailLink)
      parts.push(`<p class="${problemBox.text}">${sentence}</p>`)
    }
    // Focused on arrival (tabindex makes a box focusable, autofocus moves there without a script), so a screen
    // reader starts with what went wrong and a keyboard is one Tab from the first link.
    return `<div id="contact-form-problem" class="${problemBox.box}" role="alert" tabindex="-1" autofocus>${parts.join('')}</div>`
  }
}

/**
 * Each invalid field's message in the page's language: the page's own words for the four rules of the form, the
 * service's precise message on English pages for anything else, and a general sentence on other pages.
 */
function fieldMessages(
  fields: Partial<Record<keyof EnquiryFields, string>>,
  form: ContactPage['form'],
  locale: Locale,
): Partial<Record<VisibleField, string>> {
  const messages: Partial<Record<VisibleField, string>> = {}
  for (const field of visibleFields) {
    const message = fields[field]
    if (message === undefined) continue
    const rule = (checkedFields as readonly string[]).includes(field)
      ? (field as (typeof checkedFields)[number])
      : undefined
    if (rule && isFormRuleMessage(rule, message)) messages[field] = form.validation[rule]
    else messages[field] = locale === 'en' ? message : form.problems.notAccepted
  }
  return messages
}

/** Whether the service refused the field by one of the form's four rules, whose message every page has in its words. */
function isFormRuleMessage(field: (typeof checkedFields)[number], message: string): boolean {
  return message === contactMessages[field]
}

function setValue(control: HtmlElement, value: string): void {
  if (control.name === 'textarea') {
    // A parser drops one line break right after <textarea>: a message that starts with one keeps it this way.
    replaceChildren(control, escapeText(value.startsWith('\n') ? `\n${value}` : value))
  } else if (control.name === 'select') {
    for (const option of all('option', control)) {
      if ((option.attribs.value ?? '') === value) option.attribs.selected = ''
      else delete option.attribs.selected
    }
  } else {
    control.attribs.value = value
  }
}
