// https://vike.dev/Layout
import './global.css'
import type { ReactNode } from 'react'
import { Footer } from '../components/layout/Footer.tsx'
import { Header } from '../components/layout/Header.tsx'
import { useShell } from '../lib/pageLanguage.ts'

export default function Layout({ children }: { children: ReactNode }) {
  const shell = useShell()
  return (
    <div className="flex min-h-dvh flex-col bg-white font-sans text-slate-900 antialiased">
      <a
        data-print-hide
        href="#main"
        className="sr-only focus:not-sr-only focus:fixed focus:start-4 focus:top-4 focus:z-50 focus:rounded-lg focus:bg-white focus:px-4 focus:py-3 focus:text-sm focus:font-semibold focus:text-sky-800 focus:shadow-lg"
      >
        {shell.navigation.skipLink}
      </a>
      <Header />
      <main id="main" tabIndex={-1} className="flex-1 focus:outline-none">
        {children}
      </main>
      <Footer />
    </div>
  )
}
