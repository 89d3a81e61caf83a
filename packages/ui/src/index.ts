export { Button, type ButtonProps, buttonVariants } from './primitives/button/button';
export { Modal, type ModalProps } from './primitives/modal/modal';
export { cn } from './styling/cn';
