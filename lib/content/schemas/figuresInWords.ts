/*
 * Figures that one language writes in digits and the other rightly in words. The content check fails when the
 * figures of an English text and of its Arabic twin differ (lib/content/checkFigures.ts); an entry here lets one
 * figure differ, in one field of one file, with the reason. Reviewed like code: a figure that differs because one
 * language is wrong is corrected in the content, never added here.
 */
export interface FigureInWords {
  /** The English file under content/, as the content check names it. */
  file: string
  /** The field, as the content check names it ("summary", "alignment › cards › item 2 › description"), or a block
   * of the text below the fields ("text › paragraph 1", "text › list item 2"). */
  field: string
  /** The figure written in digits on one side only, as the check quotes it ("3", "25%"). */
  figure: string
  why: string
}

export const figuresInWords: readonly FigureInWords[] = [
  {
    file: 'content/initiatives/dubai-d33.mdx',
    field: 'text › paragraph 1',
    figure: '3',
    why: 'English says "the top three cities" in words; Arabic writes «أفضل 3 مدن» in digits, as the agenda’s Arabic announcement does',
  },
  {
    file: 'content/initiatives/dubai-d33.mdx',
    field: 'text › list item 2',
    figure: '3',
    why: 'English says "the top three global cities" in words; Arabic writes «أفضل 3 مدن» in digits',
  },
  {
    file: 'content/initiatives/dubai-d33.mdx',
    field: 'text › list item 2',
    figure: '4',
    why: 'English says "the top four financial centres" in words; Arabic writes «أهم 4 مراكز» in digits',
  },
  {
    file: 'content/initiatives/dubai-metaverse-2030.mdx',
    field: 'seoDescription',
    figure: '2030',
    why: 'the Arabic names the strategy with its year, «استراتيجية دبي للميتافيرس 2030», as its title does; the English description names it without',
  },
  {
    file: 'content/initiatives/dubai-urban-master-plan-2040.mdx',
    field: 'text › paragraph 1',
    figure: '20',
    why: 'English says "the next 20 years"; Arabic says it in words, «السنوات العشرين المقبلة», as Arabic prose does',
  },
  {
    file: 'content/initiatives/operation-300bn.mdx',
    field: 'alignment › cards › item 2 › title',
    figure: '4.0',
    why: '"Industry 4.0" is called «الثورة الصناعية الرابعة» (the fourth industrial revolution) in Arabic',
  },
  {
    file: 'content/contact.yaml',
    field: 'form › validation › firstName',
    figure: '2',
    why: 'Arabic says "two letters" in one word, the dual «حرفين», where English writes "2 characters"',
  },
  {
    file: 'content/contact.yaml',
    field: 'form › validation › lastName',
    figure: '2',
    why: 'Arabic says "two letters" in one word, the dual «حرفين», where English writes "2 characters"',
  },
]
