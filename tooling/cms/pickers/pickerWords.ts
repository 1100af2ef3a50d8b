// What the editors' pickers call each symbol and accent colour, and their own words, in both languages of the editor.
// The values saved are the names the content files use (hard-hat, sky): these are only what an editor reads and
// searches by. A symbol added to lib/content/iconNames.ts without its names here fails the type check.
import type { IconName } from '../../../lib/content/iconNames.ts'
import type { InWords } from '../../../lib/locales.ts'

export const symbolNames: Record<IconName, InWords> = {
  bot: { en: 'Robot', ar: 'روبوت' },
  cpu: { en: 'Processor chip', ar: 'شريحة معالج' },
  factory: { en: 'Factory', ar: 'مصنع' },
  leaf: { en: 'Leaf', ar: 'ورقة شجر' },
  sun: { en: 'Sun', ar: 'شمس' },
  zap: { en: 'Lightning', ar: 'برق' },
  building: { en: 'Building', ar: 'مبنى' },
  'building-2': { en: 'Office towers', ar: 'أبراج مكاتب' },
  car: { en: 'Car', ar: 'سيارة' },
  truck: { en: 'Lorry', ar: 'شاحنة' },
  bus: { en: 'Bus', ar: 'حافلة' },
  train: { en: 'Train', ar: 'قطار' },
  'brain-circuit': { en: 'Brain circuit (AI)', ar: 'دماغ إلكتروني (ذكاء اصطناعي)' },
  'graduation-cap': { en: 'Graduation cap', ar: 'قبعة التخرج' },
  globe: { en: 'Globe', ar: 'كرة أرضية' },
  handshake: { en: 'Handshake', ar: 'مصافحة' },
  'shield-check': { en: 'Shield with tick', ar: 'درع مع علامة صح' },
  recycle: { en: 'Recycling', ar: 'إعادة التدوير' },
  wind: { en: 'Wind', ar: 'رياح' },
  'battery-charging': { en: 'Battery charging', ar: 'بطارية تُشحن' },
  'plug-zap': { en: 'Power plug', ar: 'قابس كهربائي' },
  network: { en: 'Network', ar: 'شبكة' },
  radar: { en: 'Radar', ar: 'رادار' },
  cog: { en: 'Cog', ar: 'ترس' },
  wrench: { en: 'Spanner', ar: 'مفتاح ربط' },
  landmark: { en: 'Government building', ar: 'مبنى حكومي' },
  lightbulb: { en: 'Light bulb', ar: 'مصباح' },
  'trending-up': { en: 'Rising line', ar: 'خط صاعد' },
  users: { en: 'People', ar: 'أشخاص' },
  layers: { en: 'Layers', ar: 'طبقات' },
  glasses: { en: 'Glasses (virtual reality)', ar: 'نظارات (الواقع الافتراضي)' },
  boxes: { en: 'Boxes', ar: 'صناديق' },
  blocks: { en: 'Building blocks', ar: 'مكعبات بناء' },
  satellite: { en: 'Satellite', ar: 'قمر صناعي' },
  droplets: { en: 'Water drops', ar: 'قطرات ماء' },
  trees: { en: 'Trees', ar: 'أشجار' },
  sparkles: { en: 'Sparkles', ar: 'بريق' },
  rocket: { en: 'Rocket', ar: 'صاروخ' },
  map: { en: 'Map', ar: 'خريطة' },
  route: { en: 'Route', ar: 'مسار' },
  microscope: { en: 'Microscope', ar: 'مجهر' },
  'scan-line': { en: 'Scanner', ar: 'ماسح ضوئي' },
  database: { en: 'Database', ar: 'قاعدة بيانات' },
  lock: { en: 'Lock', ar: 'قفل' },
  gauge: { en: 'Gauge', ar: 'عدّاد' },
  workflow: { en: 'Workflow', ar: 'سير العمل' },
  'circuit-board': { en: 'Circuit board', ar: 'لوحة دوائر إلكترونية' },
  'hard-hat': { en: 'Hard hat', ar: 'خوذة عمل' },
  drone: { en: 'Drone', ar: 'طائرة مسيّرة' },
  'solar-panel': { en: 'Solar panel', ar: 'لوح شمسي' },
  target: { en: 'Target', ar: 'هدف' },
  award: { en: 'Award', ar: 'جائزة' },
  scale: { en: 'Scales', ar: 'ميزان' },
  'book-open': { en: 'Open book', ar: 'كتاب مفتوح' },
  'chart-line': { en: 'Line chart', ar: 'رسم بياني خطي' },
  eye: { en: 'Eye', ar: 'عين' },
  'heart-handshake': { en: 'Hands and heart', ar: 'يدان وقلب' },
}

/** The accent colours, named as an editor sees them. */
export const colourNames: Record<'sky' | 'emerald', InWords> = {
  sky: { en: 'Sky blue', ar: 'أزرق سماوي' },
  emerald: { en: 'Emerald green', ar: 'أخضر زمردي' },
}

/** The pickers' own words. */
export const pickerWords = {
  chosen: { en: 'Chosen', ar: 'المختار' },
  noneChosen: { en: 'None chosen yet', ar: 'لم يُختر بعد' },
  change: { en: 'Choose another symbol', ar: 'اختر رمزاً آخر' },
  search: { en: 'Find a symbol by name', ar: 'ابحث عن رمز باسمه' },
  noMatch: { en: 'No symbol has that name.', ar: 'لا يوجد رمز بهذا الاسم.' },
  symbols: { en: 'Symbols', ar: 'الرموز' },
  colours: { en: 'Colours', ar: 'الألوان' },
  fileName: { en: 'in the files', ar: 'في الملفات' },
} satisfies Record<string, InWords>
