export { ProjectPicker } from './project-picker';
