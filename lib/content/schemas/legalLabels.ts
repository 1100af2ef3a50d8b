import { z } from 'zod'
import { text } from '../fields.ts'

/** content/legal.yaml: the fixed words around every legal page. */
export const legalLabelsSchema = z.strictObject({
  /**
   * The word before the date in the top band of the privacy policy and the terms of service, as in "Effective
   * 09 October 2025".
   */
  effective: text(40).meta({
    label: { en: 'Word before the effective date', ar: 'الكلمة قبل تاريخ السريان' },
    hintAr:
      'الكلمة التي تسبق التاريخ في الشريط العلوي لسياسة الخصوصية وشروط الخدمة، كما في «يسري اعتباراً من 09 أكتوبر 2025».',
  }),
  /** The heading of the table of contents beside the text of the privacy policy and the terms of service. */
  tocHeading: text(40).meta({
    label: { en: 'Table of contents heading', ar: 'عنوان جدول المحتويات' },
    hintAr: 'عنوان جدول المحتويات بجانب نص سياسة الخصوصية وشروط الخدمة.',
  }),
})

export type LegalLabels = z.infer<typeof legalLabelsSchema>
