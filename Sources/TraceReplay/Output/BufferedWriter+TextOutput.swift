extension BufferedWriter: TextOutput {}
