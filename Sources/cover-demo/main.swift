print("cover-demo")
