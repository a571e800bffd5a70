/** The kind's name and the tray's label live with every kind in src/domain/outbox-kinds. */
export { CHALLENGE_OPT_IN, CHALLENGE_OPT_IN_LABEL } from '@/domain/outbox-kinds';
