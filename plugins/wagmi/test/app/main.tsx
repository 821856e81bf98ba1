// temporary
export {}
