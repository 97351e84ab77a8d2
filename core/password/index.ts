export {
  isStrongEnough,
  MIN_PASSWORD_SCORE,
  PASSWORD_NOT_COMPLEX,
  passwordUserInputs,
  strengthMessage,
  strengthOf,
  strongPassword,
  type PasswordStrength,
} from './strength'
