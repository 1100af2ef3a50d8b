import fs from 'node:fs'
import path from 'node:path'

/**
 * Words of the CMS's interface its own Arabic file lacks (it falls back to English for them), written here for the
 * screens an editor of this site meets: the Slug panel of every entry, a picture's buttons, a list item's menu, and what
 * the editor says when someone else saved the entry first. Sveltia CMS fills each string's {$name} itself.
 */
const arabicAdditions = {
  entry_sidebar: {
    slug: {
      title: 'المعرف الفريد (Slug)',
      generated_on_save: 'يُكتب المعرف الفريد من محتوى العنصر عند حفظه، وأي تاريخ أو وقت فيه هو وقت الحفظ.',
      unavailable: 'ليس لهذا العنصر معرف فريد.',
    },
  },
  replace_image: 'استبدال الصورة',
  remove_image: 'إزالة الصورة',
  replace_file: 'استبدال الملف',
  remove_file: 'إزالة الملف',
  show_errors: 'عرض الأخطاء',
  list_item_options: 'خيارات العنصر',
  select_item: 'اختيار {$name}',
  file_unavailable: 'غير متاح',
  file_unavailable_description: 'تعذّر تحميل هذا الملف. ربما نُقل أو حُذف.',
  save_conflict: {
    title: 'غيّر شخص آخر هذا العنصر',
    modified_by: 'غيّر {$name} هذا العنصر في {$date}، بعد أن فتحته.',
    modified: 'تغيّر هذا العنصر في المستودع بعد أن فتحته.',
    deleted: 'حُذف هذا العنصر من المستودع بعد أن فتحته.',
    overwrite_warning: 'إن حفظت الآن ضاعت تغييراته.',
    recreate_warning: 'إن حفظت الآن أُنشئ العنصر من جديد.',
    save_anyway: 'الحفظ على أي حال',
    branch_moved: 'حدّث شخص آخر المستودع أثناء الحفظ. حاول مرة أخرى.',
  },
  remote_change: {
    reload_entry: 'إعادة تحميل العنصر',
    confirm_reloading_entry: 'هل تريد إعادة تحميل العنصر؟ ستضيع تغييراتك غير المحفوظة.',
  },
}

type Strings = { [key: string]: string | Strings }

/** Adds `extra` to `strings` where it has no string of its own: a later CMS that translates one keeps its own. */
function merged(strings: Strings, extra: Strings): Strings {
  const out: Strings = { ...strings }
  for (const [key, value] of Object.entries(extra)) {
    const own = out[key]
    if (typeof value === 'string') out[key] = own ?? value
    else out[key] = merged(typeof own === 'object' ? own : {}, value)
  }
  return out
}

/** The interface strings file `name` (ar.json and the rest) from the CMS's `folder`, with this site's additions. */
export function interfaceStringsFile(folder: string, name: string): Buffer | string {
  const data = fs.readFileSync(path.join(folder, name))
  if (name !== 'ar.json') return data
  return `${JSON.stringify(merged(JSON.parse(data.toString('utf8')), arabicAdditions), null, 2)}\n`
}
