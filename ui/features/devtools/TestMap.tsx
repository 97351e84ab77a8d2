import L from 'leaflet'
import 'leaflet/dist/leaflet.css'
import { useEffect, useRef } from 'react'
import { nearestPlace, TEST_PLACES, type TestPlace } from '../../../core/devtools'

/** Map tiles (an XYZ URL template, VITE_MAP_TILE_URL at build time); without one the map draws its own grid. */
const TILE_URL = import.meta.env.VITE_MAP_TILE_URL as string | undefined

/**
 * The debug panel's map (Leaflet, this chunk only): the United States on a plain latitude/longitude grid with the
 * test cities as dots, and tiles on top when a tile URL is configured. A click picks the nearest city.
 */
export default function TestMap({ label, onPick }: { readonly label: string; readonly onPick: (place: TestPlace) => void }) {
  const host = useRef<HTMLDivElement>(null)
  const pick = useRef(onPick)
  useEffect(() => {
    pick.current = onPick
  })
  useEffect(() => {
    const element = host.current
    if (!element) return
    const map = L.map(element, { center: [38.5, -96], zoom: 3, minZoom: 2, maxZoom: 9, attributionControl: TILE_URL !== undefined, zoomSnap: 0.5 })
    map.fitBounds([[24.5, -125], [49.5, -66.9]])
    if (TILE_URL) L.tileLayer(TILE_URL, { maxZoom: 9 }).addTo(map)
    const grid = { className: 'debug-map__grid', weight: 1, interactive: false }
    for (let lat = 25; lat <= 50; lat += 5) L.polyline([[lat, -130], [lat, -60]], grid).addTo(map)
    for (let lng = -125; lng <= -65; lng += 5) L.polyline([[20, lng], [55, lng]], grid).addTo(map)
    for (const place of TEST_PLACES) L.circleMarker([place.lat, place.lng], { radius: 3, className: 'debug-map__city', interactive: false }).addTo(map)
    let chosen: L.CircleMarker | null = null
    map.on('click', (event: L.LeafletMouseEvent) => {
      const place = nearestPlace(event.latlng.lat, event.latlng.lng)
      chosen?.remove()
      chosen = L.circleMarker([place.lat, place.lng], { radius: 7, className: 'debug-map__chosen', interactive: false }).addTo(map)
      pick.current(place)
    })
    return () => void map.remove()
  }, [])
  return <div ref={host} className="debug-map" role="application" aria-label={label} data-testid="debug-map" />
}
