import { describe, expect, it } from 'vitest'
import { describeHtmlError, parseVnuReport } from './htmlValidity.ts'

describe('parseVnuReport', () => {
  it('keeps errors and non-document errors with their file, line and column; leaves out the rest', () => {
    const report = JSON.stringify({
      version: '26.9.27',
      messages: [
        {
          type: 'error',
          url: 'file:/site/dist/client/index.html',
          lastLine: 5,
          lastColumn: 29,
          firstColumn: 9,
          message: 'A “charset” attribute…',
        },
        {
          type: 'error',
          subType: 'fatal',
          url: 'file:/site/dist/client/a%20b/index.html',
          firstLine: 2,
          lastLine: 4,
          firstColumn: 1,
          message: 'Fatal.',
        },
        {
          type: 'info',
          subType: 'warning',
          url: 'file:/site/dist/client/index.html',
          lastLine: 7,
          message: 'Section lacks heading.',
        },
        { type: 'non-document-error', url: 'file:/site/dist/client/gone.html', message: 'File not found.' },
      ],
    })
    const errors = parseVnuReport(report)
    expect(errors).toEqual([
      { file: '/site/dist/client/index.html', line: 5, column: 9, message: 'A “charset” attribute…' },
      { file: '/site/dist/client/a b/index.html', line: 2, column: 1, message: 'Fatal.' },
      { file: '/site/dist/client/gone.html', line: undefined, column: undefined, message: 'File not found.' },
    ])
    expect(errors.map((error) => describeHtmlError(error))).toEqual([
      '/site/dist/client/index.html:5:9: A “charset” attribute…',
      '/site/dist/client/a b/index.html:2:1: Fatal.',
      '/site/dist/client/gone.html: File not found.',
    ])
  })

  it('refuses output that is not a report', () => {
    expect(() => parseVnuReport('Error: Unable to access jarfile')).toThrow()
    expect(() => parseVnuReport('{"version":"1"}')).toThrow('no "messages" list')
  })
})
