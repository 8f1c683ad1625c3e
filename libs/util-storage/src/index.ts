export { storedChoiceAtom } from './stored-choice-atom.ts';
