// https://vike.dev/client
// The page's shared enhancements, and React for the form and its toasts only: the rest of the page is plain HTML.
import { ContactForm } from '../../components/contact/ContactForm.tsx'
import { Toaster } from '../../components/toast/Toaster.tsx'
import { enhancePage } from '../../lib/client/enhancePage.ts'
import { hydrateIsland } from '../../lib/client/hydrateIsland.ts'

enhancePage()
hydrateIsland('contact-form', ContactForm)
hydrateIsland('contact-toasts', Toaster)
