import {
  Award, Bot, BookOpen, BatteryCharging, Blocks, Boxes, BrainCircuit, Building, Building2, Bus, Car, ChartLine,
  CircuitBoard, Cog, Cpu, Database, Droplets, Drone, Eye, Factory, Gauge, Glasses, Globe, GraduationCap, HardHat,
  Handshake, HeartHandshake, Landmark, Layers, Leaf, Lightbulb, Lock, type LucideIcon,
  // biome-ignore lint/suspicious/noShadowRestrictedNames: the icon is called Map, and its name is what content writes.
  Map,
  Microscope, Network, PlugZap,
  Radar, Recycle, Rocket, Route, Satellite, Scale, ScanLine, ShieldCheck, SolarPanel, Sparkles, Sun, Target, Train,
  Trees, TrendingUp, Truck, Users, Wind, Workflow, Wrench, Zap,
} from 'lucide-react'
import type { IconName } from './iconNames.ts'

/**
 * The drawing of each icon content files may name. Pages draw them on the server only, so none ships as JavaScript.
 */
export const icons: Record<IconName, LucideIcon> = {
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
