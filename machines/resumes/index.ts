export { resumeUploadMachine, type ResumeUploadMachine, type ResumeUploadActor, type ResumeUploadEvent, type ResumeUploadContext, type UploadActorEvent } from './resumeUpload.machine'
