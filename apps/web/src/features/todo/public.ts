/**
 * The to-do panel's public face (issue 37, decision 286): the panel my page shows, and the count a menu
 * entry wears for a teacher or manager.
 */

export { TodoCount } from './components/todo-count.tsx';
export { TodoPanel } from './components/todo-panel.tsx';
