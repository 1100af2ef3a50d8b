import express, { type RequestHandler } from 'express'
import type { Answering } from './answering.ts'
import { answers } from './answers.ts'
import { enquiryBodyLimit, formType, parseFormBody, readFormText } from './formBody.ts'

const jsonTypes = ['application/json', 'application/*+json']

/** Takes JSON and the form's urlencoded post, in UTF-8 only; anything else is refused with 415. */
export function requireBodyType(answer: Answering): RequestHandler {
  return (req, res, next) => {
    // JSON is UTF-8 (RFC 8259), and so is the form's post (its page is UTF-8 and says accept-charset="utf-8"): a body
    // declared in another charset would be decoded as something else than was sent.
    const charset = /;\s*charset\s*=\s*"?([^";\s]*)/i.exec(req.headers['content-type'] ?? '')?.[1]?.toLowerCase()
    const utf8 = charset === undefined || charset === 'utf-8' || charset === 'utf8'
    if (utf8 && req.is([...jsonTypes, formType])) return next()
    answer.refuse(req, res, 415, { error: answers.notJson }, 'refused')
  }
}

/** The form's post becomes the same object a JSON post is; a field sent twice or bad encoding is refused. */
export function readForm(answer: Answering): RequestHandler {
  return (req, res, next) => {
    if (!req.is(formType)) return next()
    readFormText(req, res, (error?: unknown) => {
      if (error) return next(error)
      const parsed = parseFormBody(typeof req.body === 'string' ? req.body : '')
      if (!parsed.ok) return answer.refuse(req, res, 400, { error: parsed.error, fields: {} }, 'refused')
      req.body = parsed.fields
      res.locals.formValues = parsed.fields
      next()
    })
  }
}

/** A JSON post's body, parsed; errors (too large, malformed) go on to answerRequestErrors. */
export const readJson = express.json({ limit: enquiryBodyLimit, strict: false, type: jsonTypes })
