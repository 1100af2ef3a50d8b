import type { Request, Response } from 'express'
import { isLocale, type Locale, splitLocale } from '../../../lib/locales.ts'
import type { FormPages, FormProblem, ProblemAnswer } from './formPages.ts'

/**
 * How the contact routes answer: in the JSON of the runtime contract, or, for a browser posting the form without
 * JavaScript, with the contact page saying what went wrong (when the built pages are there).
 */
export interface Answering {
  /** A browser asking for a page (Accept: text/html before JSON); curl, scripts and the form's own fetch get JSON. */
  wantsPage(req: Request): boolean
  /**
   * The language of the page the post came from: the form's own `locale` field, else the path of the page it was
   * sent from (a refusal may come before the body is read), else English.
   */
  pageLocale(req: Request, res: Response): Locale
  /** Answers a refusal: `body` as JSON, or for a browser the contact page saying `problem` with what was typed. */
  refuse(
    req: Request,
    res: Response,
    status: number,
    body: object,
    problem: FormProblem,
    fields?: ProblemAnswer['fields'],
  ): void
}

/** What the visitor typed, once the form's body is read (readForm), to put back into the page. */
export function formValues(res: Response): Record<string, string> | undefined {
  return res.locals.formValues as Record<string, string> | undefined
}

export function answering(formPages: Pick<FormPages, 'problemPage'> | undefined): Answering {
  const wantsPage = (req: Request) =>
    formPages !== undefined && req.accepts(['application/json', 'text/html']) === 'text/html'
  const pageLocale = (req: Request, res: Response): Locale => {
    const body: unknown = req.body
    const posted =
      formValues(res)?.locale ??
      (typeof body === 'object' && body !== null ? (body as { locale?: unknown }).locale : undefined)
    if (isLocale(posted)) return posted
    const referer = req.get('referer')
    if (referer && URL.canParse(referer)) return splitLocale(new URL(referer).pathname).locale
    return 'en'
  }
  return {
    wantsPage,
    pageLocale,
    refuse(req, res, status, body, problem, fields) {
      if (!formPages || !wantsPage(req)) return void res.status(status).json(body)
      const html = formPages.problemPage(pageLocale(req, res), { problem, fields, values: formValues(res) })
      res.status(status).type('html').send(html)
    },
  }
}
