export { startTestHost, startTestHosts, fleetYamlFor, type TestHost, type TestHostOptions, type FleetYamlOptions } from './start-test-host';
export { recordedGpus, NVIDIA_SMI_MODES, type NvidiaSmiMode, type RecordedNvidiaSmi } from './fake-commands';
export { storyJournal, unitLine, systemdLine, STORY_UNIT, STORY_SHOW, OLD_INVOCATION, NEW_INVOCATION, OLD_PID, NEW_PID } from './story-journal';
export { ensureTestUser, TEST_USER } from './ensure-test-user';
export { startPostgres, postgresBinDir, type TestPostgres } from './start-postgres';
export { startSilentAddress, type SilentAddress } from './silent-address';
export { heldServerConnections, outgoingConnections, socketInodesOf, tcpSockets, type TcpSocket } from './tcp-connections';
