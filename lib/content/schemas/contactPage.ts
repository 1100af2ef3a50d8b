import { z } from 'zod'
import type { ServiceValue } from '../../contact.ts'
import { seoDescription, text } from '../fields.ts'
import type { InWords } from '../../locales.ts'

/**
 * One piece of wording for each field of the enquiry form on the contact page: used once for the labels and once for
 * the placeholders. `kind` names which ("label", "placeholder"), so each field's label says both: "First-name label".
 */
const fieldWords = (kind: InWords) =>
  z.strictObject({
    /** The words for the first-name field of the enquiry form. */
    firstName: text(60).meta({
      label: { en: `First-name ${kind.en}`, ar: `${kind.ar} حقل الاسم الأول` },
      hintAr: 'كلمات حقل الاسم الأول في نموذج الاستفسار.',
    }),
    /** The words for the last-name field of the enquiry form. */
    lastName: text(60).meta({
      label: { en: `Last-name ${kind.en}`, ar: `${kind.ar} حقل اسم العائلة` },
      hintAr: 'كلمات حقل اسم العائلة في نموذج الاستفسار.',
    }),
    /** The words for the e-mail address field of the enquiry form. */
    email: text(60).meta({
      label: { en: `E-mail ${kind.en}`, ar: `${kind.ar} حقل البريد الإلكتروني` },
      hintAr: 'كلمات حقل البريد الإلكتروني في نموذج الاستفسار.',
    }),
    /** The words for the company (organisation) field of the enquiry form. */
    company: text(80).meta({
      label: { en: `Organisation ${kind.en}`, ar: `${kind.ar} حقل الجهة` },
      hintAr: 'كلمات حقل الشركة أو الجهة في نموذج الاستفسار.',
    }),
    /** The words for the dropdown where the visitor picks the service they are interested in. */
    service: text(80).meta({
      label: { en: `Service ${kind.en}`, ar: `${kind.ar} قائمة الخدمات` },
      hintAr: 'كلمات القائمة المنسدلة التي يختار منها الزائر الخدمة التي تهمّه.',
    }),
    /** The words for the large box where the visitor writes their message. */
    message: text(120).meta({
      label: { en: `Message ${kind.en}`, ar: `${kind.ar} مربع الرسالة` },
      hintAr: 'كلمات المربع الكبير الذي يكتب فيه الزائر رسالته.',
    }),
  })

/** content/contact.yaml: the words of the contact page and its enquiry form. */
export const contactPageSchema = z.strictObject({
  /**
   * The short line in small capitals above the heading, in the dark band at the top of the contact page. Also printed
   * in the company profile (PDF).
   */
  tag: text(60).meta({
    label: { en: 'Line above the hero heading', ar: 'السطر فوق عنوان الشريط الافتتاحي' },
    hintAr: 'السطر القصير بخط صغير فوق العنوان، في الشريط الداكن أعلى صفحة التواصل.',
  }),
  /**
   * The main heading of the contact page, in the dark band at the top of the page. Also printed in the company profile
   * (PDF).
   */
  heading: text(80).meta({
    label: { en: 'Hero heading', ar: 'عنوان الشريط الافتتاحي' },
    hintAr: 'العنوان الرئيسي لصفحة التواصل، في الشريط الداكن أعلى الصفحة.',
  }),
  /** The paragraph under the heading in the dark band at the top of the contact page. */
  intro: text(400).meta({
    label: { en: 'Hero paragraph', ar: 'فقرة الشريط الافتتاحي' },
    hintAr: 'الفقرة تحت العنوان في الشريط الداكن أعلى صفحة التواصل.',
  }),
  /** The description search engines show under the title of the contact page. */
  seoDescription: seoDescription().meta({
    label: { en: 'Search-engine description', ar: 'الوصف لمحركات البحث' },
    hintAr: 'الوصف الذي تعرضه محركات البحث تحت عنوان صفحة التواصل.',
  }),
  /** The titles of the four cards beside the form; each card shows the matching fact from Company facts. */
  cards: z
    .strictObject({
      /** Title of the card that shows the office address. Also printed in the company profile (PDF). */
      address: text(40).meta({
        label: { en: 'Address card title', ar: 'عنوان بطاقة العنوان' },
        hintAr: 'عنوان البطاقة التي تعرض عنوان المكتب.',
      }),
      /** Title of the card that shows the phone number. Also printed in the company profile (PDF). */
      phone: text(40).meta({
        label: { en: 'Phone card title', ar: 'عنوان بطاقة الهاتف' },
        hintAr: 'عنوان البطاقة التي تعرض رقم الهاتف.',
      }),
      /** Title of the card that shows the e-mail address. Also printed in the company profile (PDF). */
      email: text(40).meta({
        label: { en: 'E-mail card title', ar: 'عنوان بطاقة البريد الإلكتروني' },
        hintAr: 'عنوان البطاقة التي تعرض عنوان البريد الإلكتروني.',
      }),
      /** Title of the card that shows the business hours. Also printed in the company profile (PDF). */
      hours: text(40).meta({
        label: { en: 'Business hours card title', ar: 'عنوان بطاقة ساعات العمل' },
        hintAr: 'عنوان البطاقة التي تعرض ساعات العمل.',
      }),
    })
    .meta({
      label: { en: 'Contact cards', ar: 'بطاقات التواصل' },
      hintAr: 'عناوين البطاقات الأربع بجانب النموذج؛ وتعرض كل بطاقة البيان المقابل من «بيانات الشركة».',
    }),
  /** The words of the enquiry form. */
  form: z
    .strictObject({
      /** The heading above the enquiry form. */
      heading: text(80).meta({
        label: { en: 'Form heading', ar: 'عنوان النموذج' },
        hintAr: 'العنوان فوق نموذج الاستفسار.',
      }),
      /** The name shown above each field of the enquiry form. */
      labels: fieldWords({ en: 'label', ar: 'تسمية' }).meta({
        label: { en: 'Field labels', ar: 'تسميات الحقول' },
        hintAr: 'الاسم الظاهر فوق كل حقل من حقول نموذج الاستفسار.',
      }),
      /** The grey hint inside each empty field; for the service dropdown, the prompt shown until a service is chosen. */
      placeholders: fieldWords({ en: 'placeholder', ar: 'النص الإرشادي في' }).meta({
        label: { en: 'Field placeholders', ar: 'النصوص الإرشادية في الحقول' },
        hintAr: 'التلميح الرمادي داخل كل حقل فارغ؛ وفي قائمة الخدمات هو الدعوة الظاهرة إلى أن يختار الزائر خدمة.',
      }),
      /**
       * The choices of the service dropdown, one label for each choice the form sends; the choices themselves are
       * fixed, only their words may be changed.
       */
      serviceOptions: z
        .strictObject({
          /** The words of the choice for industrial automation. */
          industrial: text(60).meta({
            label: { en: 'Industrial automation choice', ar: 'خيار الأتمتة الصناعية' },
            hintAr: 'كلمات خيار الأتمتة الصناعية.',
          }),
          /** The words of the choice for smart-city solutions. */
          'smart-city': text(60).meta({
            label: { en: 'Smart city choice', ar: 'خيار المدن الذكية' },
            hintAr: 'كلمات خيار حلول المدن الذكية.',
          }),
          /** The words of the choice for environmental development. */
          environmental: text(60).meta({
            label: { en: 'Environmental development choice', ar: 'خيار التنمية البيئية' },
            hintAr: 'كلمات خيار التنمية البيئية.',
          }),
          /** The words of the choice for renewable energy. */
          renewable: text(60).meta({
            label: { en: 'Renewable energy choice', ar: 'خيار الطاقة المتجددة' },
            hintAr: 'كلمات خيار الطاقة المتجددة.',
          }),
          /** The words of the choice for artificial intelligence. */
          ai: text(60).meta({
            label: { en: 'Artificial intelligence choice', ar: 'خيار الذكاء الاصطناعي' },
            hintAr: 'كلمات خيار تكامل حلول الذكاء الاصطناعي.',
          }),
          // The choices are the values the form sends: one each, checked here against that list.
        } satisfies Record<ServiceValue, z.ZodType>)
        .meta({
          label: { en: 'Service choices', ar: 'خيارات الخدمات' },
          hintAr:
            'خيارات القائمة المنسدلة للخدمات، بكلمات لكل خيار يرسله النموذج؛ الخيارات نفسها ثابتة، وتتغيّر كلماتها فقط.',
        }),
      /** Shown under a field filled in wrongly; the rules (at least 2 characters, a valid address, 10 characters) are fixed. */
      validation: z
        .strictObject({
          /** Shown under the first-name field when the name is too short. */
          firstName: text(120).meta({
            label: { en: 'First-name error', ar: 'رسالة خطأ الاسم الأول' },
            hintAr: 'تظهر تحت حقل الاسم الأول إذا كان الاسم أقصر من اللازم.',
          }),
          /** Shown under the last-name field when the name is too short. */
          lastName: text(120).meta({
            label: { en: 'Last-name error', ar: 'رسالة خطأ اسم العائلة' },
            hintAr: 'تظهر تحت حقل اسم العائلة إذا كان الاسم أقصر من اللازم.',
          }),
          /** Shown under the e-mail field when the address is not a valid e-mail address. */
          email: text(120).meta({
            label: { en: 'E-mail error', ar: 'رسالة خطأ البريد الإلكتروني' },
            hintAr: 'تظهر تحت حقل البريد الإلكتروني إذا لم يكن العنوان بريداً إلكترونياً صالحاً.',
          }),
          /** Shown under the message box when the message is too short. */
          message: text(120).meta({
            label: { en: 'Message error', ar: 'رسالة خطأ مربع الرسالة' },
            hintAr: 'تظهر تحت مربع الرسالة إذا كانت الرسالة أقصر من اللازم.',
          }),
        })
        .meta({
          label: { en: 'Field error messages', ar: 'رسائل أخطاء الحقول' },
          hintAr:
            'تظهر تحت الحقل المملوء بشكل خاطئ؛ أما القواعد نفسها (حرفان على الأقل، وعنوان بريد صالح، وعشرة أحرف) فثابتة.',
        }),
      /** The words on the button that sends the form. */
      submit: text(40).meta({
        label: { en: 'Send button text', ar: 'نص زر الإرسال' },
        hintAr: 'الكلمات على الزر الذي يرسل النموذج.',
      }),
      /** The words on the send button while the message is on its way. */
      sending: text(40).meta({
        label: { en: 'Send button text while sending', ar: 'نص زر الإرسال أثناء الإرسال' },
        hintAr: 'الكلمات على زر الإرسال بينما الرسالة في طريقها.',
      }),
      /** The word beside the labels of the fields a visitor may leave empty (company and service). */
      optional: text(20).meta({
        label: { en: 'Optional-field mark', ar: 'علامة الحقل الاختياري' },
        hintAr: 'الكلمة بجانب تسميات الحقول التي يجوز للزائر تركها فارغة (الجهة والخدمة).',
      }),
      /** The notifications that pop up after the visitor sends the form. */
      toasts: z
        .strictObject({
          /** The title of the notification shown when the message was sent. */
          successTitle: text(80).meta({
            label: { en: 'Sent notification title', ar: 'عنوان إشعار الإرسال' },
            hintAr: 'عنوان الإشعار الذي يظهر عند إرسال الرسالة.',
          }),
          /** The sentence under that title, such as when the visitor can expect an answer. */
          successDescription: text(200).meta({
            label: { en: 'Sent notification sentence', ar: 'جملة إشعار الإرسال' },
            hintAr: 'الجملة تحت ذلك العنوان، مثل الموعد الذي يمكن أن يتوقع فيه الزائر الرد.',
          }),
          /** The title of the notification shown when the message could not be sent. */
          errorTitle: text(80).meta({
            label: { en: 'Not-sent notification title', ar: 'عنوان إشعار تعذّر الإرسال' },
            hintAr: 'عنوان الإشعار الذي يظهر عندما يتعذّر إرسال الرسالة.',
          }),
          /** The sentence under that title when the site has no more precise reason to give. */
          errorFallback: text(200).meta({
            label: { en: 'Not-sent notification sentence', ar: 'جملة إشعار تعذّر الإرسال' },
            hintAr: 'الجملة تحت ذلك العنوان حين لا يكون لدى الموقع سبب أدق يذكره.',
          }),
          /** Screen readers only: the name of the notification area; "{hotkey}" becomes the key that jumps there (F8). */
          regionLabel: text(80).meta({
            label: { en: 'Notification area name', ar: 'اسم منطقة الإشعارات' },
            hintAr: 'لبرامج قراءة الشاشة فقط: اسم منطقة الإشعارات؛ ويُستبدل بـ "{hotkey}" المفتاح الذي ينقل إليها (F8).',
          }),
          /** Screen readers only: said before each notification as it appears. */
          toastLabel: text(40).meta({
            label: { en: 'Word before each notification', ar: 'الكلمة قبل كل إشعار' },
            hintAr: 'لبرامج قراءة الشاشة فقط: تُقال قبل كل إشعار عند ظهوره.',
          }),
          /** Screen readers only: the name of a notification's close button. */
          closeLabel: text(40).meta({
            label: { en: 'Close button name', ar: 'اسم زر الإغلاق' },
            hintAr: 'لبرامج قراءة الشاشة فقط: اسم زر إغلاق الإشعار.',
          }),
        })
        .meta({
          label: { en: 'Pop-up notifications', ar: 'الإشعارات المنبثقة' },
          hintAr: 'الإشعارات التي تظهر بعد أن يرسل الزائر النموذج.',
        }),
      /**
       * The page a visitor sees after sending the form from a browser without JavaScript. Its heading and sentence are
       * those of the sent notification above; these are its two links.
       */
      sentPage: z
        .strictObject({
          /** The link back to the home page. */
          homeLink: text(60).meta({
            label: { en: 'Home page link text', ar: 'نص رابط الصفحة الرئيسية' },
            hintAr: 'رابط العودة إلى الصفحة الرئيسية.',
          }),
          /** The link back to an empty form, to write another message. */
          againLink: text(60).meta({
            label: { en: 'Another message link text', ar: 'نص رابط رسالة أخرى' },
            hintAr: 'رابط العودة إلى نموذج فارغ لكتابة رسالة أخرى.',
          }),
        })
        .meta({
          label: { en: 'Message sent page', ar: 'صفحة «تم الإرسال»' },
          hintAr:
            'الصفحة التي يراها الزائر بعد إرسال النموذج من متصفح لا يعمل فيه جافاسكربت. عنوانها وجملتها هما عنوان إشعار الإرسال وجملته أعلاه؛ وهذان رابطاها.',
        }),
      /**
       * What the contact page says above the form when a message sent from a browser without JavaScript was not
       * accepted. Each box starts with the not-sent notification's title above.
       */
      problems: z
        .strictObject({
          /** Some fields are filled in wrongly; each field then shows its own message, listed here as links to it. */
          invalid: text(160).meta({
            label: { en: 'Fields filled in wrongly', ar: 'حقول مملوءة بشكل خاطئ' },
            hintAr: 'بعض الحقول مملوءة بشكل خاطئ؛ ويعرض كل حقل عندها رسالته، وتُدرج هنا روابط إليه.',
          }),
          /** The same connection sent too many messages in a short time. */
          tooMany: text(200).meta({
            label: { en: 'Too many messages', ar: 'رسائل كثيرة جداً' },
            hintAr: 'أرسل الاتصال نفسه رسائل كثيرة في وقت قصير.',
          }),
          /** The website could not store the message (a fault on the company's side). */
          unavailable: text(200).meta({
            label: { en: 'Message not stored', ar: 'تعذّر حفظ الرسالة' },
            hintAr: 'لم يتمكّن الموقع من حفظ الرسالة (خلل من جهة الشركة).',
          }),
          /** The message is longer than the form takes; {kilobytes} is replaced by the limit, in kilobytes. */
          tooLarge: text(200)
            .refine((value) => value.includes('{kilobytes}'), {
              message: 'must contain {kilobytes}, where the limit in kilobytes goes',
            })
            .meta({
              label: { en: 'Message too long', ar: 'الرسالة طويلة جداً' },
              hintAr: 'الرسالة أطول مما يقبله النموذج؛ ويُستبدل بالحد الأقصى بالكيلوبايت الموضعُ {kilobytes}.',
            }),
          /** The message was refused for another reason, such as being sent from another website. */
          refused: text(200).meta({
            label: { en: 'Message refused', ar: 'رُفضت الرسالة' },
            hintAr: 'رُفضت الرسالة لسبب آخر، مثل إرسالها من موقع إلكتروني آخر.',
          }),
          /** Shown with the two sentences above it: "{phone}" and "{email}" become the company's phone and e-mail links. */
          otherWays: text(200).meta({
            label: { en: 'Other ways to reach us', ar: 'طرق أخرى للتواصل' },
            hintAr: 'تظهر مع الجملتين السابقتين: يُستبدل بـ "{phone}" و"{email}" رابطا هاتف الشركة وبريدها الإلكتروني.',
          }),
          /** Under a field whose text the form cannot accept for a reason other than the four above (a character it refuses). */
          notAccepted: text(160).meta({
            label: { en: 'Field text not accepted', ar: 'نص الحقل غير مقبول' },
            hintAr: 'تحت حقل لا يستطيع النموذج قبول نصه لسبب غير الأسباب الأربعة السابقة (حرف يرفضه).',
          }),
        })
        .meta({
          label: { en: 'Message not accepted notices', ar: 'تنبيهات عدم قبول الرسالة' },
          hintAr:
            'ما تعرضه صفحة التواصل فوق النموذج إذا لم تُقبل رسالة أُرسلت من متصفح لا يعمل فيه جافاسكربت. يبدأ كل مربع بعنوان إشعار تعذّر الإرسال أعلاه.',
        }),
    })
    .meta({
      label: { en: 'Enquiry form', ar: 'نموذج الاستفسار' },
      hintAr: 'كلمات نموذج الاستفسار.',
    }),
})

export type ContactPage = z.infer<typeof contactPageSchema>
