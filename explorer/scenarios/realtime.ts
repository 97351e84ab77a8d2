import { START, profile, sessionToken } from '../seeds'
import type { Scenario } from '../scenario'
import type { World } from '../world'

/** Ada is signed in; the realtime part loads (as the signed-in header's chunk does) and the server accepts the socket. */
const connect = async (world: World) => {
  world.app.send({ type: 'user.loggedIn', jwt: sessionToken(START), downloadToken: 'dl', profile: profile() })
  await world.app.realtime()
  await world.clock.settle()
  world.socket.latest().open()
}

const notification = (id: number, status: string) => ({
  type: 'socket.message',
  path: '/rest/notifications',
  id,
  data: { id, kind: 'application.status', data: { applicationId: 'app-1', jobTitle: 'Registered Nurse', status }, createdAt: '2026-01-09T15:00:00.000Z', read: false },
})

export const realtimeScenarios: Scenario[] = [
  {
    id: 'realtime.reconnectAndResume',
    machine: 'realtime',
    title: 'A dropped connection comes back and resumes',
    description:
      'Ada is connected; a notification arrives; the connection drops; after the throttle and jitter the channel reconnects, subscribes again after the last notification seen, and a notification sent twice shows once.',
    path: '/',
    start: connect,
    steps: [
      { send: notification(1, 'viewed') },
      { send: { type: 'socket.closed', code: 1006 } },
      { advance: 2000 },
      { send: { type: 'socket.opened' } },
      { send: notification(1, 'viewed') },
      { send: notification(2, 'interviewing') },
    ],
    pictured: [1, 6],
    payloads: { 'socket.closed': { code: 1006 }, 'socket.message': notification(3, 'offered') },
  },
  {
    id: 'realtime.noPong',
    machine: 'realtime',
    title: 'No pong within 5 s',
    description: 'The channel pings every 30 s; when no pong comes back within 5 s it closes and reconnects after the 1 s throttle.',
    path: '/',
    start: connect,
    steps: [{ advance: 30_000 }, { advance: 5000 }],
  },
]
