import { createElement } from 'react'
import { renderToStaticMarkup } from 'react-dom/server'
import {
  Award, Bot, BookOpen, BatteryCharging, Blocks, Boxes, BrainCircuit, Building, Building2, Bus, Car, ChartLine,
  CircuitBoard, Cog, Cpu, Database, Droplets, Drone, Eye, Factory, Gauge, Glasses, Globe, GraduationCap, HardHat,
  Handshake, HeartHandshake, Landmark, Layers, Leaf, Lightbulb, Lock, type LucideIcon, Map, Microscope, Network, PlugZap,
  Radar, Recycle, Rocket, Route, Satellite, Scale, ScanLine, ShieldCheck, SolarPanel, Sparkles, Sun, Target, Train,
  Trees, TrendingUp, Truck, Users, Wind, Workflow, Wrench, Zap,
} from 'lucide-react'
import { iconNames, type IconName } from '../content/iconNames.ts'

// The drawings of the icons content files may name. Only the build reads this: prerendered pages draw their icons
// inline and pages rendered in the browser use the SVG sprite, so no drawing ships as JavaScript.
const icons: Record<IconName, LucideIcon> = {
  bot: Bot, cpu: Cpu, factory: Factory, leaf: Leaf, sun: Sun, zap: Zap, building: Building, 'building-2': Building2,
  car: Car, truck: Truck, bus: Bus, train: Train, 'brain-circuit': BrainCircuit, 'graduation-cap': GraduationCap,
  globe: Globe, handshake: Handshake, 'shield-check': ShieldCheck, recycle: Recycle, wind: Wind,
  'battery-charging': BatteryCharging, 'plug-zap': PlugZap, network: Network, radar: Radar, cog: Cog, wrench: Wrench,
  landmark: Landmark, lightbulb: Lightbulb, 'trending-up': TrendingUp, users: Users, layers: Layers, glasses: Glasses,
  boxes: Boxes, blocks: Blocks, satellite: Satellite, droplets: Droplets, trees: Trees, sparkles: Sparkles,
  rocket: Rocket, map: Map, route: Route, microscope: Microscope, 'scan-line': ScanLine, database: Database,
  lock: Lock, gauge: Gauge, workflow: Workflow, 'circuit-board': CircuitBoard, 'hard-hat': HardHat, drone: Drone,
  'solar-panel': SolarPanel, target: Target, award: Award, scale: Scale, 'book-open': BookOpen,
  'chart-line': ChartLine, eye: Eye, 'heart-handshake': HeartHandshake,
}

/** The shapes of each icon (the inside of its <svg>): stroke and size come from the <svg> around them. */
export function iconDrawings(): Record<IconName, string> {
  return Object.fromEntries(
    iconNames.map((name) => {
      const markup = renderToStaticMarkup(createElement(icons[name]))
      return [name, markup.replace(/^<svg[^>]*>/, '').replace(/<\/svg>$/, '')]
    }),
  ) as Record<IconName, string>
}

/** One SVG file with a <symbol> per content icon, for <use href="sprite#name"> (components/ui/Icon.tsx). */
export function iconSprite(drawings = iconDrawings()): string {
  const symbols = iconNames.map((name) => `<symbol id="${name}" viewBox="0 0 24 24">${drawings[name]}</symbol>`)
  return `<svg xmlns="http://www.w3.org/2000/svg">${symbols.join('')}</svg>\n`
}
