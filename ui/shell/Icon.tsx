import { BellIcon, MenuIcon, MoonIcon, PersonIcon, PhotoNetworkIcon, ProfessionalNetworkIcon, SunIcon } from './icons'

const common = { 'aria-hidden': true, focusable: false, width: 20, height: 20, viewBox: '0 0 24 24' } as const

/** The bug placeholder: what a missing icon shows (spec section 8), so the gap is seen, not silently empty. */
export function BugIcon() {
  return (
    <svg {...common} fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round" data-icon="bug">
      <path d="M8 9a4 4 0 0 1 8 0v5a4 4 0 0 1-8 0Z M9 5 7 3M15 5l2-2M4 12h4M16 12h4M5 18l3-2M19 18l-3-2M12 9v9" />
    </svg>
  )
}

/** The icons a name can ask for. */
const ICONS = {
  bell: BellIcon,
  bug: BugIcon,
  menu: MenuIcon,
  moon: MoonIcon,
  person: PersonIcon,
  photoNetwork: PhotoNetworkIcon,
  professionalNetwork: ProfessionalNetworkIcon,
  sun: SunIcon,
} as const

export type IconName = keyof typeof ICONS

/**
 * An icon by name: the shell's buttons and the social links (ui/shell/navigation.ts) name theirs. A name with no icon shows the bug placeholder (spec
 * section 8, "A missing icon shows a bug placeholder icon") and warns once per name in development.
 */
export function Icon({ name }: { readonly name: string }) {
  const Known = Object.hasOwn(ICONS, name) ? ICONS[name as IconName] : undefined
  if (Known) return <Known />
  if (import.meta.env.DEV && !warned.has(name)) {
    warned.add(name)
    console.warn(`[icon] no icon named "${name}": showing the bug placeholder`)
  }
  return <BugIcon />
}
const warned = new Set<string>()
