# Spanish for the strings added with the chart-title and group-row fixes.
ES = {
"%1 (%2)": "%1 (%2)",
"%1\nDesign file: %2": "%1\nFichero de diseño: %2",
}
