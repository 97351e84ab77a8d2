/**
 * The notifications feature's public face: the signed-in header's notifications (rendered by the account menu's chunk,
 * so nothing of it is on the first screen; rendering it starts the realtime part).
 */
export { NotificationsMenu } from './NotificationsMenu'
