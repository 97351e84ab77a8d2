import { FormattedMessage, useIntl } from '../../ui/i18n/intl'
import { locationQuery, type ExplorerLocation } from '../url'

const FRAMES = [
  { width: 360, height: 640, scale: 1, name: 'explorer.screens.phone' },
  { width: 1280, height: 800, scale: 0.5, name: 'explorer.screens.desktop' },
] as const
const THEMES = ['light', 'dark'] as const

/**
 * The real screens of the step: the app itself (ui/App on the scenario's memory adapters, explorer/screen.tsx) in
 * a frame per width and theme, so media queries and `data-theme` are the frame's own. They are pictures here:
 * inert, so the keyboard stays in the explorer.
 */
export function ScreenFrames({ place }: { place: ExplorerLocation }) {
  const intl = useIntl()
  const query = locationQuery(place)
  return (
    <section aria-labelledby="screens-title" className="explorer-panel explorer-screens" data-testid="screens">
      <h2 id="screens-title">
        <FormattedMessage id="explorer.screens.heading" values={{ path: place.scenario.path }} />
      </h2>
      <div className="explorer-frames">
        {FRAMES.flatMap((frame) =>
          THEMES.map((theme) => {
            const names = { frame: intl.formatMessage({ id: frame.name }), theme: intl.formatMessage({ id: `explorer.screens.${theme}` }) }
            return (
            <figure key={`${frame.width}-${theme}`} style={{ width: frame.width * frame.scale }}>
              <figcaption>
                <FormattedMessage id="explorer.screens.frame" values={names} />
              </figcaption>
              <div className="explorer-frame" style={{ width: frame.width * frame.scale, height: frame.height * frame.scale }}>
                <iframe
                  key={query}
                  src={`screen.html${query}&theme=${theme}`}
                  title={intl.formatMessage({ id: 'explorer.screens.frameTitle' }, names)}
                  width={frame.width}
                  height={frame.height}
                  style={{ transform: `scale(${frame.scale})` }}
                  tabIndex={-1}
                  inert
                />
              </div>
            </figure>
            )
          }),
        )}
      </div>
    </section>
  )
}
